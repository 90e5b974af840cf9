import { expect, test, type Browser, type Page } from '@playwright/test';
import { contentQuery } from '../support/content';
import { OWN_STACK_PREVIEW_SECRET, startFaultStack, type FaultStack } from '../support/faultStack';
import { expectPreviewText, withoutStega } from '../support/stega';
import { refuseOffMachine, startStudio, type LocalStudio } from '../support/studio';
import { tearDown } from '../support/teardown';

// One Studio and one browser context for the file, on a stack of its own: the home title it
// publishes must not show on the pages other journeys read or photograph meanwhile.
test.describe.configure({ mode: 'serial' });

/** Drafts are read by their own ids, beside the published documents. */
const RAW = { perspective: 'raw' } as const;

type Doc = { _id: string; title: string } & Record<string, unknown>;

let own: FaultStack;
let studio: LocalStudio;
let homeFr: Doc;
let page: Page;
/** Every request of every page of the file that would have left the machine (each is refused). */
const offMachine: string[][] = [];

/** A page whose requests off the machine are recorded and refused. */
async function localPage(browser: Browser, options: { ignoreHTTPSErrors?: boolean } = {}) {
  const context = await browser.newContext(options);
  offMachine.push(await refuseOffMachine(context));
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  // Building the Studio, when dist/ is missing, takes about a minute; its first load in a browser
  // fetches and compiles 8.7 MB of JavaScript in some 250 modules: 10 s on an idle machine, past a
  // minute at a load average of 30 on two cores. Both happen here, once, so the journeys below time
  // the Studio at work in a browser that has it cached, as an editor's browser does.
  test.setTimeout(300_000);
  own = await startFaultStack({ timeoutMs: 4_000, retries: 1 });
  studio = await startStudio(own);
  homeFr = await query<Doc>('*[_id == "home-fr"][0]');
  // The Studio is served over HTTP/2 with a certificate made at start for localhost.
  page = await localPage(browser, { ignoreHTTPSErrors: true });
  await page.goto(`${studio.url}/structure`);
  await expect(page.getByText('Layout and labels')).toBeVisible({ timeout: 240_000 });
});

test.afterAll(async () => {
  // The stack goes first: with the emulator gone, every listener the Studio passes on ends.
  await tearDown([
    ['stop the stack', () => own?.stop()],
    ['close the Studio page', () => page?.context().close()],
    ['close the Studio server', () => studio?.close()],
  ]);
});

/** A GROQ query on this file's own content emulator. */
function query<T>(groq: string, options: { perspective?: 'drafts' | 'raw' } = {}): Promise<T> {
  return contentQuery<T>(groq, { ...options, content: own.content });
}

test.afterEach(() => {
  expect(offMachine.flat(), 'requests that would have left the machine').toEqual([]);
});

async function openHomeFr(): Promise<void> {
  await page.goto(`${studio.url}/structure/home;home-fr`);
  await expect(page.locator('[data-testid="field-title"] input')).toBeVisible({ timeout: 60_000 });
}

test('the Studio loads offline and lists the French pages', async () => {
  const ids = await query<string[]>(
    '*[_type == "page" && language == "fr" && !(_id in path("drafts.**"))]._id',
  );
  expect(ids.length).toBeGreaterThan(0);
  await page.goto(`${studio.url}/structure/page;page-fr`);
  // Each page by its document, whatever title it shows: the Studio shows a draft's title, and
  // other journeys write drafts while this one runs.
  const list = page.getByRole('listbox', { name: 'Pages — Français' });
  for (const id of ids)
    await expect(list.locator(`a[href$="/structure/page;page-fr;${id}"]`)).toBeVisible({
      timeout: 60_000,
    });
});

test('in Presentation, a click on the home title focuses its field, and an edit shows without a reload', async () => {
  test.setTimeout(240_000);
  const title = await query<string>('*[_id == "home-fr"][0].title', {
    perspective: 'drafts',
  });
  await page.goto(`${studio.url}/presentation?preview=${encodeURIComponent('/')}`);
  const frame = page.frameLocator('iframe');
  const heading = frame.getByRole('heading', { level: 1 });
  await expectPreviewText(heading, title, 90_000);

  // The overlays answer clicks once they have connected to the Studio: until then a click is
  // only a click on a heading.
  await expect(async () => {
    await heading.click();
    await expect(page).toHaveURL(/home-fr/, { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await expect(page).toHaveURL(/\/presentation\/home\/home-fr\/title\?/);
  const field = page.locator('[data-testid="field-title"] input');
  await expect(field).toHaveValue(title, { timeout: 30_000 });
  // The Studio names the clicked field in its address (the focus path `title`, above) and shows
  // that field. Which document holds the browser's focus, the frame the editor clicked or the
  // Studio's form, depends on timing, so it is not asserted.
  await expect(field).toBeInViewport();

  // A mark on the frame's window survives a revalidation of the page's data, not a reload.
  await frame.locator('html').evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  const edited = `${title} (Presentation ${Date.now()})`;
  await field.fill(edited);
  await expectPreviewText(heading, edited, 60_000);
  expect(
    await frame
      .locator('html')
      .evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true),
  ).toBe(true);
  expect(withoutStega(await heading.textContent())).toBe(edited);
});

test('a draft edit of the French home title shows in the preview only, and publishing shows it to everyone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const newTitle = `Bijoux de l’atelier, édition Studio ${Date.now()}`;
  await openHomeFr();
  const title = page.locator('[data-testid="field-title"] input');
  await title.fill(newTitle);
  await expect
    .poll(() => query<string>('*[_id == "drafts.home-fr"][0].title', RAW), {
      timeout: 30_000,
    })
    .toBe(newTitle);

  const preview = await localPage(browser);
  await preview.goto(`${own.storefront}/api/preview?secret=${OWN_STACK_PREVIEW_SECRET}&slug=/`);
  await expectPreviewText(preview.getByRole('heading', { level: 1 }), newTitle);
  const visitor = await localPage(browser);
  await visitor.goto(`${own.storefront}/`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(homeFr.title);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect
    .poll(() => query<string>('*[_id == "home-fr"][0].title'), { timeout: 30_000 })
    .toBe(newTitle);
  // Visitors get pages and content reads from caches that stay fresh 5 s and then serve one stale
  // copy while they refresh (page cache over content cache): the title shows within a few reloads.
  await expect(async () => {
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newTitle, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000, intervals: [2_000] });
  await Promise.all([preview.context().close(), visitor.context().close()]);
});

test('an SEO title over 120 characters gets a warning in the editor', async () => {
  await openHomeFr();
  const field = page.locator('[data-testid="field-seo.title"]');
  await field.locator('input').fill('Bague '.repeat(25));
  // The Studio marks the field with a warning icon and tells the rule in a tooltip on hover.
  const warning = field.getByTestId('input-validation-icon-warning');
  await expect(warning).toBeVisible();
  await warning.hover();
  await expect(page.getByText('Must be at most 120 characters long')).toBeVisible();
});

test('the history pane lists a draft edit, read from the emulator history', async () => {
  test.setTimeout(180_000);
  const transactionsRead: number[] = [];
  const onResponse = (response: { url(): string; status(): number }) => {
    if (response.url().includes('/data/history/production/transactions/drafts.home-fr'))
      transactionsRead.push(response.status());
  };
  page.on('response', onResponse);
  await openHomeFr();
  const newTitle = `Bijoux de l’atelier, histoire ${Date.now()}`;
  await page.locator('[data-testid="field-title"] input').fill(newTitle);
  await expect
    .poll(() => query<string>('*[_id == "drafts.home-fr"][0].title', RAW), {
      timeout: 30_000,
    })
    .toBe(newTitle);
  // The document's history inspector: the Studio asks for the draft's events, then for its
  // transactions, and lists each edit it finds there.
  await page.goto(`${studio.url}/structure/home;home-fr,inspect=sanity%2Fstructure%2Fhistory`);
  await expect(
    page.getByTestId('timeline-item-button').filter({ hasText: 'Edited' }).first(),
  ).toBeVisible({ timeout: 60_000 });
  page.off('response', onResponse);
  expect(transactionsRead).toContain(200);
});

/** A 24 × 16 gold PNG, small enough to keep in the test. */
const GOLD_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR42mM4sciHKohh1KBRg0YNGjWIMgQA3mWRHyfWKPYAAAAASUVORK5CYII=',
  'base64',
);

test('an image uploaded in the Studio shows in the preview page’s srcset', async ({ browser }) => {
  test.setTimeout(180_000);
  // The home page's images are blocks of its body: the first single image is the one to replace.
  const key = await query<string>(
    '*[_id == "home-fr"][0].body[_type == "module.singleImage"][0]._key',
  );
  const imageRef = `*[_id == "drafts.home-fr"][0].body[_key == "${key}"][0].image.asset._ref`;
  const before = await query<string | null>(imageRef, RAW);
  await page.goto(
    `${studio.url}/structure/home;home-fr,path=${encodeURIComponent(`body[_key=="${key}"]`)}`,
  );
  // The block opens in a dialog; its image field offers an upload in its options menu, which
  // opens the system's file picker.
  await page.getByRole('button', { name: 'Open image options menu' }).click({ timeout: 60_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: 'or.png', mimeType: 'image/png', buffer: GOLD_PNG });

  await expect
    .poll(() => query<string | null>(imageRef, RAW), { timeout: 60_000 })
    .toMatch(/^image-[0-9a-f]{40}-24x16-png$/);
  const ref = await query<string>(imageRef, RAW);
  expect(ref).not.toBe(before);
  // image-<sha1>-24x16-png is served as …/<sha1>-24x16.png.
  const file = ref.replace(/^image-/, '').replace(/-png$/, '.png');
  // The editor sees the new image in the block's dialog, loaded through the Studio's origin.
  const inStudio = page.getByRole('dialog').locator(`img[src*="${file}"]`);
  await expect
    .poll(() => inStudio.evaluate((image: HTMLImageElement) => image.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);

  const preview = await localPage(browser);
  await preview.goto(`${own.storefront}/api/preview?secret=${OWN_STACK_PREVIEW_SECRET}&slug=/`);
  const uploaded = preview.locator(`img[srcset*="${file}"]`).first();
  await expect(uploaded).toBeAttached({ timeout: 30_000 });
  const source = await uploaded.getAttribute('src');
  expect(source).toContain(file);
  const image = await preview.request.get(new URL(source ?? '', own.storefront).href);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  await preview.context().close();
});
