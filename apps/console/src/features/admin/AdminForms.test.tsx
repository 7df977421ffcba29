import { ERRORS } from '@photostudy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/ApiError';
import { renderConsole } from '../../testing/render';
import { AccountForm } from './AccountForm';
import { AdjustForm } from './AdjustForm';
import { CsvImport } from './CsvImport';
import { ExpertForm } from './ExpertForm';

describe('ExpertForm', () => {
  it('shows every error and sends nothing while invalid', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderConsole(<ExpertForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create expert' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a name (1 to 64 characters).')).toBeInTheDocument();
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one subject.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a taken email on the email field', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(409, { code: ERRORS.EMAIL_TAKEN.code, message: ERRORS.EMAIL_TAKEN.message })));
    renderConsole(<ExpertForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'taken@test.test');
    await userEvent.type(screen.getByLabelText('Name'), 'Nora');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('textbox', { name: 'Subjects' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chemistry', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Create expert' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'taken@test.test', name: 'Nora', password: 'long-enough', subjectIds: [5] });
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
  });
});

describe('AccountForm', () => {
  it('checks the User ID of a child account and sends a valid one', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderConsole(<AccountForm onSubmit={onSubmit} />, 'es');
    await userEvent.click(screen.getByText('ID de usuario (menor)'));
    await userEvent.type(screen.getByRole('textbox', { name: /^ID de usuario/ }), 'a b');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByText('Usa de 3 a 64 letras, dígitos, puntos, guiones o guiones bajos.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByRole('textbox', { name: /^ID de usuario/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^ID de usuario/ }), 'kid-42');
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'userId', loginId: 'kid-42' })));
  });
});

describe('AdjustForm', () => {
  it('refuses a removal below zero and a missing reason, then confirms a grant in a dialog', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderConsole(<AdjustForm balances={{ session: 2, writing: 0 }} studentLabel="preset@demo.test" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByText('Remove'));
    const amount = screen.getByLabelText('Amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('The balance is 2: you cannot remove more than that.')).toBeInTheDocument();
    expect(screen.getByText('Give a reason.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByText('Grant'));
    await userEvent.type(screen.getByLabelText('Reason'), 'Goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Grant 3 sessions to preset@demo.test. Reason: Goodwill');
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith({ kind: 'session', amount: 3, reason: 'Goodwill' });
  });
});

describe('CsvImport', () => {
  it('previews the rows and shows the server errors next to their row', async () => {
    const onCreate = vi.fn(() =>
      Promise.reject(
        new ApiError(400, {
          code: ERRORS.VALIDATION_FAILED.code,
          message: 'Some fields are invalid.',
          fields: { 'row.2.email': 'an account with this email already exists' },
        }),
      ),
    );
    renderConsole(<CsvImport onCreate={onCreate} />);
    await userEvent.click(screen.getByTestId('csv-text'));
    await userEvent.paste('email,password\na@test.test,long-enough\nb@test.test,long-enough');
    const preview = screen.getByTestId('csv-preview');
    expect(within(preview).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Create 2 accounts' }));
    expect(await screen.findByText('email: an account with this email already exists')).toBeInTheDocument();
    expect(screen.getByText('1 row has errors: fix it and try again.')).toBeInTheDocument();
  });
});
