import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '#pwa-test/local-storage';
import { STORAGE_KEYS } from '../state/storage-keys';
import { startingLocale } from './i18n';

describe('the language a page starts in', () => {
  let storage: Storage;
  const open = (address: string) => {
    const url = new URL(address, 'https://flip.example.com');
    vi.stubGlobal('location', { pathname: url.pathname, search: url.search });
  };

  beforeEach(() => {
    storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.language, 'fr');
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('navigator', { languages: ['en-US'], language: 'en-US' });
  });

  it('is the mail’s language on the page its Forget me or privacy link opens, kept nowhere', () => {
    open('/forget-me?lead=l1&token=t&lang=de');
    expect(startingLocale()).toBe('de');
    open('/privacy/leads?lang=ar');
    expect(startingLocale()).toBe('ar');
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('fr');
  });

  it('is the one chosen here on any other page, and for a language Flipfold does not speak', () => {
    open('/?view=b1&lang=de');
    expect(startingLocale()).toBe('fr');
    open('/forget-me?lead=l1&token=t&lang=xx');
    expect(startingLocale()).toBe('fr');
    storage.clear();
    expect(startingLocale()).toBe('en');
  });
});
