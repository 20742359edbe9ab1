import { afterEach, describe, expect, it, vi } from 'vitest';
import { askToResumeOnboarding, onResumeAsked, takeResumeAsk } from './resume';

afterEach(() => sessionStorage.clear());

describe('asking the onboarding wizard to reopen', () => {
  it('carries the page to open once finished, once', () => {
    askToResumeOnboarding('/network?tab=following');
    expect(takeResumeAsk()).toEqual({ returnTo: '/network?tab=following' });
    expect(takeResumeAsk()).toBeNull();
  });

  it('without a page (the hub return address), asks with none', () => {
    askToResumeOnboarding();
    expect(takeResumeAsk()).toEqual({ returnTo: null });
  });

  it('never carries another origin', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'network']) {
      askToResumeOnboarding(bad);
      expect(takeResumeAsk()).toEqual({ returnTo: null });
    }
    sessionStorage.setItem('mb.onboarding.resume', JSON.stringify({ returnTo: '//evil.example' }));
    expect(takeResumeAsk()).toEqual({ returnTo: null });
  });

  it('reaches a mounted gate, which takes the ask', () => {
    const heard = vi.fn();
    const stop = onResumeAsked(heard);
    askToResumeOnboarding('/collabs');
    stop();
    expect(heard).toHaveBeenCalledWith({ returnTo: '/collabs' });
    expect(takeResumeAsk()).toBeNull();
  });
});
