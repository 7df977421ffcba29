import { Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { ASK_FILE_FIELDS, catalogMindsetName, catalogSubjectName, type AskConfig, type LanguageCode } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';
import { askQuestion } from '../../lib/api';
import { classifyAskFailure, type SheetRefusalText } from './askErrors';
import { AskFailureModal, type AskModalFailure } from './AskFailureModal';
import classes from './AskForm.module.css';
import { canSubmitAsk, isGoogleSheetsLink } from './askRules';
import { ChoiceCards } from './ChoiceCards';
import { DescriptionField } from './DescriptionField';
import { ImageAttachment } from './ImageAttachment';
import { mindsetIcon } from './mindsetIcons';
import { EMPTY_SHEET, hasSheet, SheetAttachment, type SheetValue } from './SheetAttachment';

/** The tracks with this form. */
export type AskFormTrack = 'stem' | 'business';

/** Props of {@link AskForm}. */
export interface AskFormProps {
  track: AskFormTrack;
  config: AskConfig;
}

/** Router state the session page reads to open the waiting dialog after an ask. */
interface AskedRouteState {
  showWaiting: true;
}

/**
 * The STEM and Business ask form (spec 001 sections 2 and 5): subject, mindset, language, description
 * with formulas, optional image and (for subjects that allow it) spreadsheet; submits the multipart ask
 * and goes to the new session, or shows the section 8 error.
 */
export function AskForm({ track, config }: AskFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const subjects = config.subjects.filter((subject) => subject.subjectGroup === track);
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const [mindsetId, setMindsetId] = useState(0);
  const [lang, setLang] = useState<LanguageCode>(config.selectedLanguage);
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [sheet, setSheet] = useState<SheetValue>(EMPTY_SHEET);
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  // The server's refusal of the spreadsheet, translated when shown (its own words are English only).
  const [serverSheetError, setServerSheetError] = useState<{ text: SheetRefusalText | null; message: string } | null>(null);
  const [isSheetLinkConfirmOpen, setIsSheetLinkConfirmOpen] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<AskModalFailure | null>(
    config.openQuestion ? { kind: 'ongoing', qid: config.openQuestion.qid } : null,
  );

  const subject = subjects.find((s) => s.tid === subjectId) ?? null;
  const isSheetAllowed = subject?.allowSpreadsheet ?? false;
  const isSheetRefused = hasSheet(sheet) && subject !== null && !isSheetAllowed;
  const sheetRefusal = isSheetRefused
    ? subject.subjectGroup === 'business'
      ? t('ask.sheetNotAllowedBusiness')
      : t('ask.sheetNotAllowed')
    : null;
  const isReady = canSubmitAsk({ description, mindsetId, subjectId });

  const submit = async (withSheet: boolean) => {
    if (!isReady || isSubmitting || subjectId === null) return;
    const mindset = config.mindsets.find((m) => m.id === mindsetId);
    const form = new FormData();
    form.append('title', description.trim());
    form.append('mindset_id', String(mindsetId));
    if (mindset) form.append('mindset_desc', mindset.title);
    form.append('subject_id', String(subjectId));
    form.append('lang', lang);
    if (image) form.append(ASK_FILE_FIELDS.image[0], image, image.name);
    if (withSheet && isSheetAllowed) {
      if (sheet.source === 'upload' && sheet.file) form.append(ASK_FILE_FIELDS.sheet[0], sheet.file, sheet.file.name);
      if (sheet.source === 'link' && sheet.link.trim()) form.append('sheet_url', sheet.link.trim());
    }
    setIsSubmitting(true);
    setDescriptionError(null);
    setServerSheetError(null);
    try {
      const question = await askQuestion(form);
      void dispatch(fetchUserStatus());
      const state: AskedRouteState = { showWaiting: true };
      void navigate(`/my-sessions/${question.qid}`, { state });
    } catch (error) {
      const found = classifyAskFailure(error);
      if (found.kind === 'description')
        setDescriptionError(t(found.reason === 'length' ? 'ask.descriptionLengthError' : 'ask.descriptionContentError'));
      else if (found.kind === 'sheet') setServerSheetError({ text: found.text, message: found.message });
      else setFailure(found);
    } finally {
      setIsSubmitting(false);
    }
  };

  const onSubmit = () => {
    if (isSheetRefused) return;
    if (isSheetAllowed && sheet.source === 'link' && sheet.link.trim() && !isGoogleSheetsLink(sheet.link)) {
      setIsSheetLinkConfirmOpen(true);
      return;
    }
    void submit(true);
  };

  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChoiceCards
        label={t('ask.subjectLabel')}
        variant="compact"
        cards={subjects.map((s) => ({ id: s.tid, title: catalogSubjectName(i18n.language, s), imageUrl: s.imageUrl }))}
        selectedId={subjectId}
        onSelect={(id) => {
          setSubjectId(id);
          setServerSheetError(null);
        }}
      />
      <ChoiceCards
        label={t('ask.mindsetLabel')}
        variant="tall"
        cards={config.mindsets.map((m) => ({
          id: m.id,
          title: catalogMindsetName(i18n.language, m),
          imageUrl: m.imageUrl,
          fallback: mindsetIcon(m.type),
        }))}
        selectedId={mindsetId === 0 ? null : mindsetId}
        onSelect={setMindsetId}
      />
      <div>
        <div className={classes.groupLabel} id="ask-language-label">
          {t('ask.languageLabel')}
        </div>
        <SegmentedControl
          aria-labelledby="ask-language-label"
          value={lang}
          onChange={(value) => setLang(value as LanguageCode)}
          data={config.languages.map((language) => ({ value: language.code, label: language.title }))}
        />
      </div>
      <DescriptionField
        value={description}
        onChange={(value) => {
          setDescription(value);
          setDescriptionError(null);
        }}
        error={descriptionError}
      />
      <ImageAttachment limit={config.attachmentLimit} onChange={setImage} />
      {isSheetAllowed || hasSheet(sheet) ? (
        <SheetAttachment
          value={sheet}
          onChange={(value) => {
            setSheet(value);
            setServerSheetError(null);
          }}
          error={sheetRefusal ?? (serverSheetError?.text ? t(`ask.${serverSheetError.text}`) : serverSheetError?.message) ?? null}
        />
      ) : null}
      <Stack gap={4} align="flex-end">
        <Button type="submit" size="md" disabled={!isReady || isSheetRefused} loading={isSubmitting} className={classes.submit}>
          {t('ask.submit')}
        </Button>
      </Stack>
      <AppModal
        isOpen={isSheetLinkConfirmOpen}
        onClose={() => setIsSheetLinkConfirmOpen(false)}
        size="sm"
        title={t('ask.sheetLinkConfirmTitle')}
        actions={
          <>
            <Button variant="default" onClick={() => setIsSheetLinkConfirmOpen(false)}>
              {t('ask.no')}
            </Button>
            <Button
              onClick={() => {
                setIsSheetLinkConfirmOpen(false);
                setSheet(EMPTY_SHEET);
                void submit(false);
              }}
            >
              {t('ask.yes')}
            </Button>
          </>
        }
      >
        <Text>{t('ask.sheetLinkConfirm')}</Text>
      </AppModal>
      <AskFailureModal failure={failure} onClose={() => setFailure(null)} />
    </form>
  );
}
