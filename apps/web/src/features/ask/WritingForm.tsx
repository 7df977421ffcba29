import { Alert, Button, Group, Text, Textarea, TextInput } from '@mantine/core';
import { WRITING_DESCRIPTION_MAX_CHARS, WRITING_RESPONSE_PROMISE_H, type WritingInfo, type WritingProblem } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../components/icons';
import { submitWritingProblem } from '../../lib/api';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';
import classes from './AskForm.module.css';
import { WritingDocumentField } from './WritingDocumentField';
import { classifyWritingFailure, reachedLimitOf, type WritingFailure, type WritingField, type WritingFieldText } from './writingErrors';
import { WritingFailureModal } from './WritingFailureModal';
import writingClasses from './WritingForm.module.css';
import {
  buildWritingForm,
  canSubmitWriting,
  EMPTY_WRITING_FORM,
  isGoogleDocsLink,
  isValidAlternativeEmail,
  truncateWritingDescription,
  type WritingFormValues,
} from './writingRules';

/** Props of {@link WritingForm}. */
export interface WritingFormProps {
  info: WritingInfo;
  onSubmitted: (problem: WritingProblem) => void;
  /** The server said a Writing problem is already open: the page loads the writing info again to show it. */
  onOpenProblemFound: () => void;
}

type Touched = Record<'description' | 'email' | 'link', boolean>;

/**
 * The Writing form (spec 001 sections 2 and 5): a description of at most 225 characters (input cut there, with a
 * counter), an optional alternative email, and a doc/docx file or a Google Docs link. Submit needs all of it valid;
 * it posts the multipart problem, or shows the section 8 dialog or the refusal under its field.
 */
export function WritingForm({ info, onSubmitted, onOpenProblemFound }: WritingFormProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<WritingFormValues>(EMPTY_WRITING_FORM);
  const [touched, setTouched] = useState<Touched>({ description: false, email: false, link: false });
  const [refusals, setRefusals] = useState<Partial<Record<WritingField, WritingFieldText>>>({});
  const [failure, setFailure] = useState<WritingFailure | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const reachedLimit = reachedLimitOf(info);

  const change = (next: Partial<WritingFormValues>, field: WritingField) => {
    setValues((current) => ({ ...current, ...next }));
    setRefusals((current) => ({ ...current, [field]: undefined }));
  };

  const descriptionError = refusals.description
    ? t(`writing.${refusals.description}`)
    : touched.description && values.description.trim() === ''
      ? t('writing.descriptionRequired')
      : null;
  const emailError = refusals.email
    ? t(`writing.${refusals.email}`)
    : touched.email && !isValidAlternativeEmail(values.email)
      ? t('writing.emailInvalid')
      : null;
  const isLinkInvalid = values.source === 'link' && touched.link && values.link.trim() !== '' && !isGoogleDocsLink(values.link);
  const documentError = refusals.document ? t(`writing.${refusals.document}`) : isLinkInvalid ? t('writing.linkInvalid') : null;
  const isReady = canSubmitWriting(values) && reachedLimit === null;

  const submit = async () => {
    setTouched({ description: true, email: true, link: true });
    if (!isReady || isSubmitting) return;
    setIsSubmitting(true);
    try {
      const problem = await submitWritingProblem(buildWritingForm(values));
      // The header and the store show the writing credits of the status bundle.
      void dispatch(fetchUserStatus());
      onSubmitted(problem);
    } catch (error) {
      const found = classifyWritingFailure(error);
      if (found.kind === 'field') setRefusals((current) => ({ ...current, [found.field]: found.text }));
      else setFailure(found);
    } finally {
      setIsSubmitting(false);
    }
  };

  const closeFailure = () => {
    const wasOngoing = failure?.kind === 'ongoingWriting';
    setFailure(null);
    if (wasOngoing) onOpenProblemFound();
  };

  return (
    <form
      className={classes.form}
      noValidate
      aria-label={t('writing.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group gap="lg" className={writingClasses.usage}>
        <Text size="sm" fw={700}>
          {t('writing.credits', { count: info.creditCount })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('writing.weeklyUsage', { used: info.weeklyUsed, limit: info.weeklyLimit })}
        </Text>
        <Text size="sm" c="gray.7">
          {t('writing.monthlyUsage', { used: info.monthlyUsed, limit: info.monthlyLimit })}
        </Text>
      </Group>
      {reachedLimit ? (
        <Alert color="yellow" variant="light" title={t(`writing.${reachedLimit}Title`)} role="status">
          {t(`writing.${reachedLimit}Text`)}
        </Alert>
      ) : null}
      <div>
        <Textarea
          id="writing-description"
          label={t('writing.descriptionLabel')}
          placeholder={t('writing.descriptionPlaceholder')}
          value={values.description}
          onChange={(event) => change({ description: truncateWritingDescription(event.currentTarget.value) }, 'description')}
          onBlur={() => setTouched((current) => ({ ...current, description: true }))}
          autosize
          minRows={4}
          maxRows={8}
          required
          error={descriptionError ?? undefined}
          aria-describedby="writing-description-counter"
        />
        <Text size="xs" c="gray.7" ta="right" mt={6} id="writing-description-counter">
          {t('writing.descriptionCounter', { length: values.description.length, max: WRITING_DESCRIPTION_MAX_CHARS })}
        </Text>
      </div>
      <WritingDocumentField
        value={values}
        onChange={(next) => change(next, 'document')}
        error={documentError}
        onFileRefused={(text) => setRefusals((current) => ({ ...current, document: text }))}
        onLinkBlur={() => setTouched((current) => ({ ...current, link: true }))}
      />
      <TextInput
        label={t('writing.emailLabel')}
        description={t('writing.emailHint')}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => change({ email: event.currentTarget.value }, 'email')}
        onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        error={emailError ?? undefined}
      />
      <Group justify="space-between" align="center" className={writingClasses.footer}>
        <Text size="sm" c="gray.7" className={writingClasses.promise}>
          <ClockIcon size={18} />
          {t('writing.promise', { hours: WRITING_RESPONSE_PROMISE_H })}
        </Text>
        <Button type="submit" size="md" disabled={!isReady} loading={isSubmitting} className={classes.submit}>
          {t('writing.submit')}
        </Button>
      </Group>
      <WritingFailureModal failure={failure} onClose={closeFailure} />
    </form>
  );
}
