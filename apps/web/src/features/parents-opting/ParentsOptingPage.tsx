import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { PARENTS_PHONE_DIGITS, PARENTS_PHONE_PREFIX } from '@photostudy/contracts';
import { Loader } from '@photostudy/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChatIcon, CheckIcon } from '../../components/icons';
import { PublicCard } from '../../components/PublicCard';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import type { ParentsOffer, ParentsOfferAnswer } from '../../lib/api';
import classes from './ParentsOpting.module.css';
import { isValidParentPhone, toPhoneDigits } from './phoneRules';
import { useParentsOffer } from './useParentsOffer';

const TITLE_ID = 'parents-title';

/** The card every view sits in, like the public rating page's. */
function OfferCard({ icon, isCentered = false, children }: { icon: ReactNode; isCentered?: boolean; children: ReactNode }) {
  return (
    <PublicCard icon={icon} labelledBy={TITLE_ID} isCentered={isCentered}>
      {children}
    </PublicCard>
  );
}

/** The server's texts of a view: title, body lines and the sub-body. */
function OfferTexts({ offer, titleRef }: { offer: ParentsOffer; titleRef?: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <Title order={1} id={TITLE_ID} fz={26} ref={titleRef} tabIndex={-1}>
        {offer.title}
      </Title>
      {offer.body.map((line, index) => (
        <Text key={index} c="gray.8">
          {line}
        </Text>
      ))}
      {offer.subBody ? (
        <Text size="sm" c="dimmed">
          {offer.subBody}
        </Text>
      ) : null}
    </>
  );
}

/**
 * The parents' credit offer (`/parents-opting/{code}`, spec 000 sections 2-5), logged out or in: optin (the offer, the
 * parent's phone as ten digits after a fixed +1, 'Accept' or 'No, thanks'), then refused or accepted. A load failure
 * goes to `/`; the server's refusals (INVALID_PHONE, PARENTS_OFFER_ANSWERED) show their message.
 */
export function ParentsOptingPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const { offer, isAnswering, answer } = useParentsOffer(code);
  const [phone, setPhone] = useState('');
  const [isPhoneTouched, setIsPhoneTouched] = useState(false);
  const [serverPhoneError, setServerPhoneError] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [hasAnswered, setHasAnswered] = useState(false);
  const resultTitleRef = useRef<HTMLHeadingElement>(null);

  // The view changes under the parent's hands: move focus to its title, so a screen reader reads the outcome.
  const type = offer?.type;
  useEffect(() => {
    if (hasAnswered && type !== 'optin') resultTitleRef.current?.focus();
  }, [hasAnswered, type]);

  const send = async (body: ParentsOfferAnswer) => {
    setPageError(null);
    setServerPhoneError(null);
    const failure = await answer(body);
    if (!failure) {
      setHasAnswered(true);
      return;
    }
    if (failure.field === 'phone') setServerPhoneError(failure.message);
    else setPageError(failure.message ?? t('common.generalError'));
  };

  const accept = (event: FormEvent) => {
    event.preventDefault();
    setIsPhoneTouched(true);
    if (isAnswering || !isValidParentPhone(phone)) return;
    void send({ accepted: true, phone: toPhoneDigits(phone) });
  };

  const phoneError = isPhoneTouched && !isValidParentPhone(phone) ? t('parents.invalidPhone') : serverPhoneError;
  const alert = pageError ? (
    <Alert color="red" variant="light" withCloseButton closeButtonLabel={t('common.close')} onClose={() => setPageError(null)}>
      {pageError}
    </Alert>
  ) : null;

  let content: ReactNode;
  if (!offer) {
    content = (
      <OfferCard icon={<ChatIcon size={28} />} isCentered>
        <Loader label={t('parents.loading')} />
      </OfferCard>
    );
  } else if (offer.type === 'optin') {
    content = (
      <OfferCard icon={<ChatIcon size={28} />}>
        <OfferTexts offer={offer} />
        {alert}
        <form noValidate onSubmit={accept}>
          <Stack gap="md">
            <TextInput
              label={t('parents.phoneLabel')}
              description={t('parents.phoneHint')}
              placeholder={t('parents.phonePlaceholder')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              size="md"
              // Room for a pasted '(555) 123-4567' or '+1 555 123 4567'; only the digits are kept.
              maxLength={PARENTS_PHONE_DIGITS + 8}
              leftSection={
                <span className={classes.prefix} aria-hidden="true">
                  {PARENTS_PHONE_PREFIX}
                </span>
              }
              value={phone}
              onChange={(event) => {
                setPhone(event.currentTarget.value);
                setServerPhoneError(null);
              }}
              onBlur={() => setIsPhoneTouched(true)}
              error={phoneError ?? undefined}
            />
            <Group grow>
              <Button type="submit" size="md" loading={isAnswering}>
                {t('parents.accept')}
              </Button>
              <Button variant="default" size="md" disabled={isAnswering} onClick={() => void send({ accepted: false })}>
                {t('parents.decline')}
              </Button>
            </Group>
          </Stack>
        </form>
      </OfferCard>
    );
  } else {
    content = (
      <OfferCard icon={offer.type === 'accepted' ? <CheckIcon size={28} /> : <ChatIcon size={28} />} isCentered>
        <OfferTexts offer={offer} titleRef={resultTitleRef} />
        {alert}
        <Button component={Link} to="/" mt="xs">
          {t('common.backToHome')}
        </Button>
      </OfferCard>
    );
  }

  return <PublicPageFrame>{content}</PublicPageFrame>;
}
