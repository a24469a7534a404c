/**
 * Issue 19.11: every getUserMedia error when the viewer starts a video call. NotAllowed,
 * NotFound and NotReadable each get their own explanation and next step (try again, back to
 * the chat), start nothing at the hub and bill nothing; OverconstrainedError (the camera has
 * no mode of the preferred size) is not the viewer's problem: the app asks again for any size
 * and the call goes on.
 */
import { expect, test } from '@playwright/test';
import { adminGet, openWallHost, signIn, steadyHosts } from '../../support/helpers.ts';
import { serverBalance as balance, VIEWER_THREE, wallet } from '../../support/calls.ts';
import { readStored } from '../../support/appStorage.ts';
import { recordBrowserFigure } from '../../support/faults.ts';

// The host a test picks as online stays online for the whole test.
steadyHosts();

const callsAtHub = async (jid: string) => ((await adminGet(`calls?jid=${encodeURIComponent(jid)}`)) as { list: unknown[] }).list.length;

test('each camera error says what happened and what to do; none starts or bills a call (19.11)', async ({ page }) => {
  test.setTimeout(120_000);
  // The browser's camera, failing as told: window.__cameraError = name (all asks, or only
  // asks with a preferred size for OverconstrainedError).
  await page.addInitScript(() => {
    const md = navigator.mediaDevices;
    const real = md.getUserMedia.bind(md);
    md.getUserMedia = (c?: MediaStreamConstraints) => {
      const name = (window as { __cameraError?: string }).__cameraError;
      const sized = typeof c?.video === 'object' && c.video !== null && 'width' in c.video;
      if (name && (name !== 'OverconstrainedError' || sized)) return Promise.reject(new DOMException('camera test', name));
      return real(c);
    };
  });
  await wallet(VIEWER_THREE.uid, { gems: 5000, paid: true });
  await signIn(page, VIEWER_THREE);
  const me = (await readStored<{ jid: string }>(page, 'mainUser'))!.jid;
  await openWallHost(page, 0, undefined, /\bOnline\b/);
  const thread = page.url();
  const gems0 = await balance(page);
  const calls0 = await callsAtHub(me);
  const seen: string[] = [];

  const cases = [
    ['NotAllowedError', 'denied', 'Camera and microphone are blocked'],
    ['NotFoundError', 'notFound', 'No camera or microphone found'],
    ['NotReadableError', 'busy', 'The camera is in use'],
  ] as const;
  for (const [name, problem, heading] of cases) {
    await page.goto(thread);
    await page.evaluate((n) => ((window as { __cameraError?: string }).__cameraError = n), name);
    await page.getByRole('button', { name: 'Video call', exact: true }).click();
    const dialog = page.getByTestId('call-media-problem');
    await expect(dialog).toHaveAttribute('data-problem', problem);
    await expect(dialog.getByRole('heading')).toHaveText(heading);
    await expect(dialog.getByRole('button')).toHaveText(['Try again', 'Back to chat']);
    seen.push(problem);
    await dialog.getByRole('button', { name: 'Back to chat' }).click();
    await expect(page).toHaveURL(/\/message\?tid=/);
  }
  const billedAfterErrors = gems0 - (await balance(page));
  const startedAfterErrors = (await callsAtHub(me)) - calls0;

  // OverconstrainedError: asked again for any size, the call rings.
  await page.goto(thread);
  await page.evaluate(() => ((window as { __cameraError?: string }).__cameraError = 'OverconstrainedError'));
  await page.getByRole('button', { name: 'Video call', exact: true }).click();
  const screen = page.getByTestId('call-screen');
  await expect(screen).toBeVisible();
  await expect(page.getByTestId('call-media-problem')).toHaveCount(0);
  const rang = await expect(screen).toHaveAttribute('data-status', /^[12]$/, { timeout: 15_000 }).then(() => true, () => false);
  // No host page answers here: the hub may end the call first (she is away); else hang up.
  const hangUp = page.getByRole('button', { name: 'Hang up' });
  if (await hangUp.isVisible()) await hangUp.click().catch(() => undefined);
  await expect(screen).toHaveAttribute('data-end', /.+/, { timeout: 15_000 });
  const billed = gems0 - (await balance(page));

  recordBrowserFigure({
    point: '19.11',
    fault: 'camera errors (NotAllowed, NotFound, NotReadable, Overconstrained)',
    figure: `own explanation + Try again / Back to chat: ${seen.join(', ')}; calls started by them ${startedAfterErrors}, billed ${billedAfterErrors} gems; Overconstrained: asked again for any size, ${rang ? 'rang' : 'did NOT ring'}, cancelled, billed ${billed} gems`,
    goal: 'each explained, no dangling call, nothing billed',
    ok: seen.length === 3 && startedAfterErrors === 0 && billedAfterErrors === 0 && rang && billed === 0,
  });
  expect(seen).toEqual(['denied', 'notFound', 'busy']);
  expect(startedAfterErrors).toBe(0);
  expect(billedAfterErrors).toBe(0);
  expect(rang).toBe(true);
  expect(billed).toBe(0);
});
