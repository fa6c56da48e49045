// GA4 e-commerce events in the data layer, in real Chromium, during a journey that ends in an order
// (HR, everything accepted, the tag manager's URL answered locally): view_item_list, view_item,
// add_to_cart, view_cart, remove_from_cart, begin_checkout, sign_up, login and purchase, each with
// the right shape and the server's values — and no name, e-mail or phone anywhere in the data layer.
// generate_lead belongs to the quiz and club screens, which do not capture leads yet.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Offer } from '@zdravo/contract/methods';
import { test, expect, DESKTOP, hydrated } from './fixtures.ts';
import { startServer, type E2eServer } from './server.ts';
import { TAG_MANAGER_ENV, dataLayerEvents, interceptTagManager, readDataLayer } from './tag-manager.ts';
import { COUNTRY_HEADER } from '@zdravo/contract';
import { rpcCall } from './rpc.ts';

let server: E2eServer;
test.beforeAll(async () => {
  server = await startServer(TAG_MANAGER_ENV);
});
test.afterAll(async () => server?.stop());

const url = (hash: string) => `${server.baseURL}/${hash}`;

async function offerFromServer(request: APIRequestContext, slog: string): Promise<Offer> {
  return rpcCall(request, 'offers.f.getSlog', { Slog: slog }, { baseURL: server.baseURL });
}

/** The last event of that name, after waiting for it to appear. */
async function lastEvent(page: Page, name: string): Promise<Record<string, unknown>> {
  await expect
    .poll(async () => (await dataLayerEvents(page)).filter((e) => e.event === name).length, {
      message: `event ${name}`,
    })
    .toBeGreaterThan(0);
  return (await dataLayerEvents(page)).filter((e) => e.event === name).at(-1)!;
}

async function typePhone(scope: ReturnType<Page['locator']>, phone: string) {
  const field = scope.getByLabel(/Broj telefona/);
  await field.fill('');
  await field.pressSequentially(phone);
}

test.describe('e-commerce events', () => {
  test.use({ viewport: DESKTOP });

  test('a journey from the listing to an order puts every event in the data layer, with the right shape and values', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await interceptTagManager(context);
    const pureFit = await offerFromServer(request, 'pure-fit');
    const item = {
      item_id: String(pureFit.ID),
      item_name: 'Pure Fit',
      item_category: pureFit.Group,
      price: pureFit.NewPrice,
      // In HR an offer has a discount only while a real reduction counts (docs/decisions/023).
      ...(pureFit.OldPrice > pureFit.NewPrice
        ? { discount: Math.round((pureFit.OldPrice - pureFit.NewPrice) * 100) / 100 }
        : {}),
    };
    const stamp = Date.now().toString().slice(-7);
    const shopper = {
      email: `mjerenje.${stamp}@example.com`,
      phone: `+385 98 ${stamp.slice(0, 3)} ${stamp.slice(3)}`,
      password: 'Lozinka-2026',
    };

    await page.goto(url('#/'));
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Prihvati sve' }).click();

    // The listing.
    await page.goto(url('#/most-popular'));
    const list = await lastEvent(page, 'view_item_list');
    expect(list).toMatchObject({
      ecommerce: { currency: 'EUR', item_list_id: 'najpopularniji', item_list_name: 'Najpopularniji proizvodi' },
    });
    const listItems = (list.ecommerce as { items: Array<Record<string, unknown>> }).items;
    expect(listItems.length).toBeGreaterThan(3);
    expect(listItems.map((i) => i.index)).toEqual(listItems.map((_, n) => n));
    expect(listItems.find((i) => i.item_id === item.item_id)).toMatchObject({
      ...item,
      quantity: 1,
      item_list_id: 'najpopularniji',
    });

    // The product.
    await page.getByTestId('offer-card-pure-fit').getByRole('link', { name: 'Pure Fit' }).first().click();
    await expect(page.locator('main h1').first()).toHaveText('Pure Fit');
    expect(await lastEvent(page, 'view_item')).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: item.price, items: [{ ...item, quantity: 1 }] },
    });

    // Into the cart (which opens: view_cart), one more, one less.
    await page.getByRole('button', { name: 'Dodaj u košaricu' }).click();
    expect(await lastEvent(page, 'add_to_cart')).toEqual({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: item.price, items: [{ ...item, quantity: 1 }] },
    });
    expect(await lastEvent(page, 'view_cart')).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'EUR', value: item.price, items: [{ ...item, quantity: 1 }] },
    });
    const cart = page.getByRole('dialog', { name: /Vaša (košarica|korpa)/ });
    await cart.getByRole('button', { name: 'Povećaj količinu' }).click();
    await expect
      .poll(async () => (await dataLayerEvents(page)).filter((e) => e.event === 'add_to_cart').length)
      .toBe(2);
    expect(await lastEvent(page, 'add_to_cart')).toMatchObject({
      ecommerce: { value: item.price, items: [{ item_id: item.item_id, quantity: 1 }] },
    });
    await cart.getByRole('button', { name: 'Smanji količinu' }).click();
    expect(await lastEvent(page, 'remove_from_cart')).toEqual({
      event: 'remove_from_cart',
      ecommerce: { currency: 'EUR', value: item.price, items: [{ ...item, quantity: 1 }] },
    });

    // Checkout, signing up there (which logs in).
    await cart.getByRole('button', { name: 'Nastavi na narudžbu' }).click();
    await expect(page).toHaveURL(/#\/checkout$/);
    expect(await lastEvent(page, 'begin_checkout')).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'EUR', value: item.price, items: [{ ...item, quantity: 1 }] },
    });
    const signup = page.getByTestId('checkout-signup');
    await signup.getByLabel('Email').fill(shopper.email);
    await signup.getByLabel('Lozinka', { exact: true }).fill(shopper.password);
    await typePhone(signup, shopper.phone);
    await signup.getByLabel(/^Ime/).fill('Ivana');
    await signup.getByLabel(/^Prezime/).fill('Horvat');
    await signup.getByRole('button', { name: 'Napravi račun' }).click();
    expect(await lastEvent(page, 'sign_up')).toEqual({ event: 'sign_up', method: 'email' });
    expect(await lastEvent(page, 'login')).toEqual({ event: 'login', method: 'email' });

    // The order.
    const details = page.getByTestId('checkout-details');
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: /Naruči s obvezom plaćanja/ }).click();
    const number = page.getByTestId('order-number');
    await expect(number).toHaveText(/^[2-9A-Z]{8}$/);
    const leadId = (await number.textContent())!;
    const orders = (await (
      await page.request.post(`${server.baseURL}/_rpc`, {
        headers: { [COUNTRY_HEADER]: 'HR' },
        data: { action: 'call', method: 'shopOrders.f.getAll' },
      })
    ).json()) as { data: Array<{ LeadID: string; Subtotal: number; DeliveryFee: number; Total: number }> };
    const order = orders.data.find((o) => o.LeadID === leadId)!;
    expect(order.Subtotal).toBe(item.price);
    expect(await lastEvent(page, 'purchase')).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: leadId,
        currency: 'EUR',
        value: order.Subtotal,
        shipping: order.DeliveryFee,
        items: [
          { item_id: item.item_id, item_name: 'Pure Fit', price: item.price, quantity: 1, discount: item.discount },
        ],
      },
    });
    // Nothing personal anywhere in the journey's data layer.
    const layer = JSON.stringify(await readDataLayer(page));
    for (const personal of [
      shopper.email,
      shopper.password,
      'Ivana',
      'Horvat',
      shopper.phone.replace(/\D/g, '').slice(-7),
    ]) {
      expect(layer, personal).not.toContain(personal);
    }

    // A reload of the thank-you page does not report the purchase again.
    await page.reload();
    await expect(number).toHaveText(leadId);
    await hydrated(page);
    expect((await dataLayerEvents(page)).filter((e) => e.event === 'purchase')).toEqual([]);
  });

  test('each e-commerce event is preceded by a cleared ecommerce object, and nothing is pushed after a refusal', async ({
    page,
    context,
  }) => {
    await interceptTagManager(context);
    await page.goto(url('#/'));
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Prihvati sve' }).click();
    await page.goto(url('#/offers/pure-fit'));
    await lastEvent(page, 'view_item');
    const layer = (await readDataLayer(page)) ?? [];
    const at = layer.findIndex(
      (e) => typeof e === 'object' && e !== null && (e as { event?: string }).event === 'view_item',
    );
    expect(layer[at - 1]).toEqual({ ecommerce: null });

    // Refused from the footer: later screens push nothing more.
    await page.getByTestId('consent-footer-link').click();
    await page.getByRole('dialog', { name: 'Postavke kolačića' }).getByRole('button', { name: 'Odbij sve' }).click();
    const before = (await dataLayerEvents(page)).length;
    await page.goto(url('#/most-popular'));
    await expect(page.locator('main h1')).toHaveText('Najpopularniji proizvodi');
    await page.goto(url('#/offers/beauty-fem'));
    await expect(page.locator('main h1').first()).not.toHaveText('');
    await hydrated(page);
    expect((await dataLayerEvents(page)).length).toBe(before);
  });
});
