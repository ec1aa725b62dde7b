import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setNetwork } from '../../test/api-stub';
import { OfflineNotKept, OfflineSince } from './kept-reads-notice';

const tenFortyTwo = () => {
  const at = new Date();
  at.setHours(10, 42, 0, 0);
  return at.getTime();
};
const timeText = (at: number) => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(at);

describe('the offline marker over kept data', () => {
  it('says nothing online', () => {
    render(<OfflineSince updatedAt={tenFortyTwo()} />);
    expect(screen.queryByText(/Offline/)).toBeNull();
  });

  it('offline, says when the data shown was last updated, and goes when the network is back', () => {
    const updatedAt = Math.min(tenFortyTwo(), Date.now());
    setNetwork(false);
    render(<OfflineSince updatedAt={updatedAt} />);
    expect(screen.getByText(`Offline · last updated ${timeText(updatedAt)}`)).toBeVisible();

    act(() => setNetwork(true));
    expect(screen.queryByText(/Offline/)).toBeNull();
  });

  it('offline, says nothing over a read never answered', () => {
    setNetwork(false);
    render(<OfflineSince updatedAt={0} />);
    expect(screen.queryByText(/Offline/)).toBeNull();
  });
});

describe('offline with nothing kept', () => {
  it('says the screen opens once back online, as a status, never Loading...', () => {
    render(<OfflineNotKept />);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline");
    expect(screen.getByRole('status')).toHaveTextContent("This isn't on this phone yet. It opens by itself when you're back online.");
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeVisible();
  });

  it('in a part of a screen, one line without a heading', () => {
    render(<OfflineNotKept layout="section" />);
    expect(screen.getByRole('status')).toHaveTextContent("You're offline: this shows once you're back online.");
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
