// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  disableTagManager,
  loadTagManager,
  sendTagManagerPagePath,
  tagManagerScriptSrc,
} from './tagManager';

const SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
const tagWindow = window as unknown as { dataLayer?: IArguments[] } & Record<string, unknown>;

/** The queued gtag commands as plain arrays (gtag.js queues `arguments` objects). */
function commands(): unknown[][] {
  return (tagWindow.dataLayer ?? []).map((entry) => Array.from(entry));
}

function tagScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[data-tag-manager]')];
}

afterEach(() => {
  document.head.innerHTML = '';
  delete tagWindow.dataLayer;
  for (const key of Object.keys(tagWindow))
    if (key.startsWith('ga-disable-')) delete tagWindow[key];
});

describe('the tag manager (behaviour §7: loaded when a tracking id is supplied)', () => {
  it('names the tracking id in the script URL, replacing one already there', () => {
    expect(tagManagerScriptSrc(SCRIPT_URL, 'G-TREIZE')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TREIZE',
    );
    expect(tagManagerScriptSrc('http://127.0.0.1:5301/gtag/js?id=G-OLD', 'G-TREIZE')).toBe(
      'http://127.0.0.1:5301/gtag/js?id=G-TREIZE',
    );
  });

  it('adds one async script for the id and queues its start without an automatic page view', () => {
    loadTagManager(SCRIPT_URL, 'G-TREIZE');
    const [script, ...others] = tagScripts();
    expect(others).toEqual([]);
    expect(script!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TREIZE');
    expect(script!.async).toBe(true);
    expect(script!.dataset.tagManager).toBe('G-TREIZE');
    expect(script!.parentElement).toBe(document.head);
    const [js, config, ...rest] = commands();
    expect(js![0]).toBe('js');
    expect(js![1]).toBeInstanceOf(Date);
    expect(config).toEqual(['config', 'G-TREIZE', { send_page_view: false }]);
    expect(rest).toEqual([]);
    expect(tagWindow['ga-disable-G-TREIZE']).toBe(false);
  });

  it('keeps the commands already queued before it loads', () => {
    const earlier = (function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- the queue holds `arguments` objects.
      return arguments;
    })('consent', 'default');
    tagWindow.dataLayer = [earlier];
    loadTagManager(SCRIPT_URL, 'G-TREIZE');
    expect(commands().map((command) => command[0])).toEqual(['consent', 'js', 'config']);
  });

  it('loads once per page, yet lifts the opt-out again when consent comes back', () => {
    loadTagManager(SCRIPT_URL, 'G-TREIZE');
    disableTagManager('G-TREIZE');
    expect(tagWindow['ga-disable-G-TREIZE']).toBe(true);
    loadTagManager(SCRIPT_URL, 'G-TREIZE');
    expect(tagScripts()).toHaveLength(1);
    expect(commands()).toHaveLength(2);
    expect(tagWindow['ga-disable-G-TREIZE']).toBe(false);
  });

  it('gives the script the nonce of the page scripts, and none when the page has none', () => {
    loadTagManager(SCRIPT_URL, 'G-PLAIN');
    expect(tagScripts()[0]!.nonce).toBe('');
    expect(tagScripts()[0]!.hasAttribute('nonce')).toBe(false);

    const own = document.createElement('script');
    own.setAttribute('nonce', 'r4nd0m');
    document.head.appendChild(own);
    loadTagManager(SCRIPT_URL, 'G-NONCE');
    expect(
      document.querySelector<HTMLScriptElement>('script[data-tag-manager="G-NONCE"]')!.nonce,
    ).toBe('r4nd0m');
  });

  it('sends the page path as a config command on each navigation', () => {
    sendTagManagerPagePath('G-TREIZE', '/en-us/products/etoile-treize');
    sendTagManagerPagePath('G-TREIZE', '/');
    expect(commands()).toEqual([
      ['config', 'G-TREIZE', { page_path: '/en-us/products/etoile-treize' }],
      ['config', 'G-TREIZE', { page_path: '/' }],
    ]);
  });

  it('sets Google’s opt-out flag for that id only when consent is withdrawn', () => {
    disableTagManager('G-TREIZE');
    expect(tagWindow['ga-disable-G-TREIZE']).toBe(true);
    expect(tagWindow['ga-disable-G-OTHER']).toBeUndefined();
  });
});
