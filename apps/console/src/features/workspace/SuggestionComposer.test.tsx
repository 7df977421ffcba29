import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../testing/render';
import { SuggestionComposer } from './SuggestionComposer';
import { validateSuggestion } from './suggestionValidation';

describe('validateSuggestion', () => {
  it('accepts a body, 2 to 4 options and 5 to 3600 seconds', () => {
    expect(validateSuggestion({ body: 'Next?', options: ['a', 'b'], timeRemaining: 60 })).toEqual({});
    expect(validateSuggestion({ body: 'Next?', options: ['a', 'b', 'c', 'd'], timeRemaining: 3600 })).toEqual({});
  });

  it('refuses an empty body, blank or too few options and out-of-range times', () => {
    expect(validateSuggestion({ body: ' ', options: ['a', 'b'], timeRemaining: 60 }).body).toBeDefined();
    expect(validateSuggestion({ body: 'x', options: ['a'], timeRemaining: 60 }).options).toBeDefined();
    expect(validateSuggestion({ body: 'x', options: ['a', '  '], timeRemaining: 60 }).options).toBeDefined();
    expect(validateSuggestion({ body: 'x', options: ['a', 'b', 'c', 'd', 'e'], timeRemaining: 60 }).options).toBeDefined();
    expect(validateSuggestion({ body: 'x', options: ['a', 'b'], timeRemaining: 4 }).time).toBeDefined();
  });
});

describe('SuggestionComposer', () => {
  it('shows the errors and sends nothing while invalid', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderConsole(<SuggestionComposer onSubmit={onSubmit} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send options' }));
    expect(screen.getByText('Write the question for the student.')).toBeInTheDocument();
    expect(screen.getByText('Fill in 2 to 4 options.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed body, options and time once valid; at most 4 options', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderConsole(<SuggestionComposer onSubmit={onSubmit} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Question to the student'), 'Which step is next? ');
    await userEvent.type(screen.getByLabelText('Option 1'), 'Factor');
    await userEvent.type(screen.getByLabelText('Option 2'), 'Expand');
    await userEvent.click(screen.getByRole('button', { name: '+ Add option' }));
    await userEvent.click(screen.getByRole('button', { name: '+ Add option' }));
    expect(screen.queryByRole('button', { name: '+ Add option' })).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[3]!);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Send options' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Which step is next?', ['Factor', 'Expand'], 60));
  });
});
