import { act, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusReturn } from './focusReturn';

/** A modal as far as the focus goes: it records where the focus was, then takes it (as Mantine's focus trap does). */
function Dialog({ isOpen, name }: { isOpen: boolean; name: string }) {
  useFocusReturn(isOpen);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isOpen) button.current?.focus();
  }, [isOpen]);
  return isOpen ? (
    <div role="dialog" aria-label={name}>
      <button ref={button}>{`${name} action`}</button>
    </div>
  ) : null;
}

function Page({ open }: { open: ReadonlySet<string> }) {
  return (
    <>
      <button>Buy</button>
      <Dialog isOpen={open.has('confirm')} name="confirm" />
      <Dialog isOpen={open.has('processing')} name="processing" />
      <Dialog isOpen={open.has('thanks')} name="thanks" />
    </>
  );
}

/** The page with the focus on Buy, then the confirmation open: answers a function that shows other modals. */
function openedFromBuy() {
  const { rerender } = render(<Page open={new Set()} />);
  screen.getByRole('button', { name: 'Buy' }).focus();
  const show = (open: ReadonlySet<string>) => rerender(<Page open={open} />);
  show(new Set(['confirm']));
  return show;
}

/** Past the return's 10 ms. */
const afterReturn = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

/** After the return, the focus is on this button. */
async function expectFocusAfterReturn(name: string) {
  await afterReturn();
  expect(screen.getByRole('button', { name })).toHaveFocus();
}

const pressTab = () =>
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  });

describe('useFocusReturn', () => {
  it('gives the focus back to what had it when the modal opened', async () => {
    const show = openedFromBuy();
    expect(screen.getByRole('button', { name: 'confirm action' })).toHaveFocus();
    show(new Set());
    await expectFocusAfterReturn('Buy');
  });

  it('leaves the focus in the next modal of a chain, and gives it back to where it was before the first after the last', async () => {
    const show = openedFromBuy();
    // Each closes into the next in one render, as the purchase's dialogs do.
    show(new Set(['processing']));
    await expectFocusAfterReturn('processing action');
    show(new Set(['thanks']));
    await expectFocusAfterReturn('thanks action');
    show(new Set());
    await expectFocusAfterReturn('Buy');
  });

  it('gives the focus back into an older modal still open when one over it closes', async () => {
    const show = openedFromBuy();
    show(new Set(['confirm', 'thanks']));
    expect(screen.getByRole('button', { name: 'thanks action' })).toHaveFocus();
    show(new Set(['confirm']));
    await expectFocusAfterReturn('confirm action');
  });

  it('gives the focus back to the button that had it last when the page dropped it before the modal opened', async () => {
    const { rerender } = render(<Page open={new Set()} />);
    const buy = screen.getByRole('button', { name: 'Buy' });
    buy.focus();
    // As a focused button does when the page disables it while its request runs (Mantine's `loading`).
    buy.blur();
    expect(document.body).toHaveFocus();
    rerender(<Page open={new Set(['confirm'])} />);
    rerender(<Page open={new Set()} />);
    await afterReturn();
    expect(buy).toHaveFocus();
  });

  it('does not move the focus when Tab was pressed before the return', async () => {
    const show = openedFromBuy();
    show(new Set());
    pressTab();
    await afterReturn();
    expect(screen.getByRole('button', { name: 'Buy' })).not.toHaveFocus();
  });

  it("still hands a chain's return on when Tab was pressed between two of its modals", async () => {
    const show = openedFromBuy();
    show(new Set(['processing']));
    pressTab();
    await afterReturn();
    show(new Set());
    await expectFocusAfterReturn('Buy');
  });
});
