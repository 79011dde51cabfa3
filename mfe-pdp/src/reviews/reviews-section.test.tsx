import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptchaChallenge, Review, ReviewListResponse } from '@storefront/contracts';
import { StoreProvider } from '@storefront/ui';
import { createPdpApi } from '../api';
import { fixtureCatalog } from '../fixtures/fixture-http';
import { blankTee, blankTeeCa } from '../fixtures/products';
import { renderPdp } from '../fixtures/render-pdp';
import { apiRefusal, CAPTCHA_KEY, fixtureReviews, fixtureXhrClass, lineOf, reviewListOf, reviewOf, type ReviewAnswers } from '../fixtures/reviews';
import { CHECKING_TEXT, ReviewsSection } from './reviews-section';
import { reviewDate } from './review-words';

const signIn = () => {
  document.cookie = 'name=Ren%C3%A9e+D.; path=/';
};
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'name=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function renderReviews(opts: { answers?: Partial<ReviewAnswers>; url?: string; ca?: boolean } = {}) {
  // a signed-in shopper's /mine says so (with no line to review unless the test gives some)
  const signedIn = document.cookie.includes('name=');
  const reviews = fixtureReviews({ ...(signedIn ? { mine: () => ({ signed_in: true, lines: [] }) } : {}), ...opts.answers });
  const catalog = fixtureCatalog({}, undefined, undefined, reviews);
  // under Root the page has its token, so photos go by XMLHttpRequest (for progress): answered by the same fixture
  vi.stubGlobal('XMLHttpRequest', fixtureXhrClass(catalog.http));
  const url = opts.url ?? (opts.ca ? '/ca/heavy-cotton-tee.html' : '/heavy-cotton-tee.html');
  const rendered = renderPdp({ url, product: opts.ca ? blankTeeCa : blankTee, catalog });
  return { ...rendered, reviews };
}

const section = () => screen.getByRole('region', { name: 'Customer reviews' });
/** The review routes' calls (the questions section below asks for its own). */
const reviewCalls = (reviews: { calls: { path: string }[] }) => reviews.calls.filter((c) => !c.path.includes('/comments'));
const articles = () => within(section()).queryAllByRole('article');
const titles = () => articles().map((a) => within(a).getByRole('heading', { level: 3 }).textContent);
const findList = () => within(section()).findAllByRole('article');

/** A page that says which page it is, like the server's. */
const paged =
  (reviews: Review[], pages: number, facets: ReviewListResponse['facets'] = { colors: ['Black', 'Heather Grey'], sizes: ['S', 'L'], print_methods: ['blank', 'dtf_transfer'] }) =>
  (_id: number, search: URLSearchParams) =>
    reviewListOf(reviews, { page: Number(search.get('page') ?? '1'), pages, total: 25, facets });

const threeReviews = [
  reviewOf(1, {
    rating: 5,
    title: 'Great tee',
    helpful: 2,
    facts: { color: 'Black', size: 'L', print_method: 'dtf_transfer', transfer_size: '10 × 12 in' },
    photos: [{ id: '00000000-0000-4000-8000-000000000777', url: '/media/reviews/one.jpg', width: 800, height: 600 }],
  }),
  reviewOf(2, { rating: 4, title: 'Runs small', author: 'Sam K.', verified: false }),
  reviewOf(3, { rating: 4, title: 'Fine' }),
];

describe('reviews section: summary and list', () => {
  it('loads after mount and shows the average, the count, the bars and each review with its facts and photos', async () => {
    const user = userEvent.setup();
    const list = reviewListOf(threeReviews);
    const { catalog, reviews } = renderReviews({ answers: { list: () => ({ ...list, summary: { ...list.summary, count: 12 } }) } });
    // first paint: the heading and the placeholder (what the server renders)
    expect(within(section()).getByRole('heading', { level: 2, name: 'Customer reviews' })).toBeInTheDocument();
    expect(within(section()).getByRole('status', { name: 'Loading reviews' })).toBeInTheDocument();
    await findList();

    expect(section()).toHaveAttribute('id', 'reviews');
    expect(within(section()).getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
    expect(within(section()).getByText('12 reviews')).toBeInTheDocument();
    const bars = within(within(section()).getByRole('list', { name: 'Reviews by rating' })).getAllByRole('listitem');
    expect(bars.map((b) => b.textContent)).toEqual(['5 stars1 review', '4 stars2 reviews', '3 stars0 reviews', '2 stars0 reviews', '1 star0 reviews']);

    expect(titles()).toEqual(['Great tee', 'Runs small', 'Fine']);
    const first = articles()[0]!;
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('Renée D.')).toBeInTheDocument();
    expect(within(first).getByText(reviewDate('2026-03-14T15:30:00.000Z', 'us'))).toHaveAttribute('datetime', '2026-03-14T15:30:00.000Z');
    expect(within(first).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(articles()[1]!).queryByText('Verified purchase')).toBeNull();
    const facts = within(first).getByRole('list', { name: 'What they bought' });
    expect(within(facts).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Color: Black', 'Size: L', 'DTF transfer', '10 × 12 in']);
    expect(within(first).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false');

    const thumb = within(first).getByRole('img', { name: 'Photo 1 of review by Renée D.' });
    expect(thumb).toHaveAttribute('width', '800');
    expect(thumb).toHaveAttribute('height', '600');
    await user.click(within(first).getByRole('button', { name: 'Photo 1 of review by Renée D.' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 1 of review by Renée D.' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/reviews/one.jpg');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    // one list request with the defaults; the product's own calls untouched
    expect(reviews.listQueries()).toEqual(['']);
    expect(reviewCalls(reviews).map((c) => c.path)).toEqual(['/api/products/5000/reviews']);
    expect(catalog.calls).toHaveLength(0);
  });

  it('says there are no reviews yet, with no filters', async () => {
    const { reviews } = renderReviews();
    expect(await within(section()).findByText('No reviews yet')).toBeInTheDocument();
    expect(within(section()).queryByRole('search')).toBeNull();
    expect(within(section()).queryByRole('combobox')).toBeNull();
    expect(reviews.listQueries()).toEqual(['']);
  });

  it('shows the failure and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderReviews({
      answers: {
        list: () => {
          if (fail) throw apiRefusal(503, { code: 'unavailable', message: 'Reviews are resting.' });
          return reviewListOf(threeReviews);
        },
      },
    });
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Reviews are resting.');
    fail = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await findList()).toHaveLength(3);
  });

  it('shows a review body as text: HTML in it makes no element, and its line breaks stay', async () => {
    const body = '<img src="x" onerror="alert(1)"><b>bold</b>\n<script>alert(2)</script>second line';
    renderReviews({ answers: { list: () => reviewListOf([reviewOf(1, { body })]) } });
    const [review] = await findList();
    const text = within(review!).getByText((_, el) => el?.tagName === 'P' && el.textContent === body);
    expect(text).toHaveClass('pdp-review__text');
    expect(text.children).toHaveLength(0);
    expect(review!.querySelector('b, script, img[src="x"]')).toBeNull();
  });
});

describe('read more (§9: a text taller than 144 px is collapsed)', () => {
  const tall = (el: HTMLElement) => (el.textContent?.startsWith('TALL') ? 145 : el.textContent?.startsWith('EXACT') ? 144 : 20);
  afterEach(() => {
    delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  });

  it('collapses a long text behind "Read more", expands it and collapses it again', async () => {
    // jsdom lays nothing out: the measured height is the DOM's scrollHeight, given here
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return tall(this);
      },
    });
    const user = userEvent.setup();
    renderReviews({ answers: { list: () => reviewListOf([reviewOf(1, { body: 'TALL text' }), reviewOf(2, { body: 'EXACT text' })]) } });
    const [long, exact] = await findList();

    expect(within(exact!).queryByRole('button', { name: 'Read more' })).toBeNull();
    expect(within(exact!).getByText('EXACT text')).not.toHaveClass('pdp-review__text--collapsed');

    const more = within(long!).getByRole('button', { name: 'Read more' });
    const text = within(long!).getByText('TALL text');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', text.id);
    expect(text).toHaveClass('pdp-review__text--collapsed');

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(more).toHaveTextContent('Show less');
    expect(text).not.toHaveClass('pdp-review__text--collapsed');

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveTextContent('Read more');
    expect(text).toHaveClass('pdp-review__text--collapsed');
  });
});

describe('filters, sort and pages', () => {
  it('sends the §2 params, and a search, filter or sort starts again at page 1', async () => {
    const user = userEvent.setup();
    const { reviews } = renderReviews({ answers: { list: paged(threeReviews, 3) } });
    await findList();
    const pages = () => within(section()).getByRole('navigation', { name: 'Review pages' });
    expect(pages()).toHaveTextContent('Page 1 of 3');
    expect(within(pages()).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages()).toHaveTextContent('Page 2 of 3'));
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages()).toHaveTextContent('Page 3 of 3'));
    expect(within(pages()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Size' }), 'L');
    await waitFor(() => expect(pages()).toHaveTextContent('Page 1 of 3'));
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Print method' }), 'DTF transfer');
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Color' }), 'Heather Grey');
    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Sort by' }), 'Highest rating');
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Show' }), 'With photos');
    await user.type(within(section()).getByRole('searchbox', { name: 'Search reviews' }), 'soft hand{Enter}');
    await waitFor(() => expect(reviews.listQueries()).toHaveLength(11));

    expect(reviews.listQueries()).toEqual([
      '',
      'page=2',
      'page=3',
      'size=L',
      'page=2&size=L',
      'size=L&customizations%5B%5D=dtf_transfer',
      'color=Heather+Grey&size=L&customizations%5B%5D=dtf_transfer',
      'page=2&color=Heather+Grey&size=L&customizations%5B%5D=dtf_transfer',
      'sort=highest&color=Heather+Grey&size=L&customizations%5B%5D=dtf_transfer',
      'sort=highest&kind=photos&color=Heather+Grey&size=L&customizations%5B%5D=dtf_transfer',
      'sort=highest&kind=photos&search=soft+hand&color=Heather+Grey&size=L&customizations%5B%5D=dtf_transfer',
    ]);
    expect(pages()).toHaveTextContent('Page 1 of 3');
    expect(within(section()).getByText('25 reviews match')).toHaveAttribute('role', 'status');

    // the button searches too; clearing the filters keeps the sort
    await user.click(within(section()).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(reviews.listQueries().at(-1)).toBe('sort=highest'));
    expect(within(section()).getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('');
    await user.type(within(section()).getByRole('searchbox', { name: 'Search reviews' }), 'shrink');
    await user.click(within(section()).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(reviews.listQueries().at(-1)).toBe('sort=highest&search=shrink'));
  });

  it('names the print methods', async () => {
    const all = ['blank', 'custom_print', 'dtf_transfer', 'sticker', 'spangle', 'letters', 'gang_sheet'] as const;
    renderReviews({ answers: { list: paged(threeReviews, 1, { colors: [], sizes: [], print_methods: [...all] }) } });
    await findList();
    const select = within(section()).getByRole('combobox', { name: 'Print method' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All print methods',
      'Blank garment',
      'Custom print',
      'DTF transfer',
      'Sticker',
      'Spangle',
      'Lettering',
      'Gang sheet',
    ]);
    // no colours or sizes to choose from: no such filter
    expect(within(section()).queryByRole('combobox', { name: 'Color' })).toBeNull();
    expect(within(section()).queryByRole('combobox', { name: 'Size' })).toBeNull();
  });

  it('opens filtered from a /reviews address, and scrolls itself into view', async () => {
    const scrollIntoView = vi.fn();
    const had = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      window.history.replaceState(null, '', '/heavy-cotton-tee/reviews?sort=highest&size=L&color=Black&customizations[]=sticker&customizations[]=blank&page=2');
      const reviews = fixtureReviews({ list: paged(threeReviews, 3) });
      const catalog = fixtureCatalog({}, undefined, undefined, reviews);
      render(
        <StoreProvider store="us">
          <ReviewsSection product={blankTee} api={createPdpApi(catalog.http)} />
        </StoreProvider>,
      );
      await findList();
      expect(reviews.listQueries()).toEqual(['page=2&sort=highest&color=Black&size=L&customizations%5B%5D=sticker&customizations%5B%5D=blank']);
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(section());
      expect(within(section()).getByRole('combobox', { name: 'Sort by' })).toHaveValue('highest');
      expect(within(section()).getByRole('combobox', { name: 'Size' })).toHaveValue('L');
      expect(within(section()).getByRole('combobox', { name: 'Print method' })).toHaveDisplayValue('Sticker, Blank garment');
    } finally {
      if (had) Object.defineProperty(Element.prototype, 'scrollIntoView', had);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });

  it('on the product page, reads the §2 params but not `color` (the colour picked there) and does not scroll', async () => {
    const scrollIntoView = vi.fn();
    const had = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { reviews } = renderReviews({ url: '/heavy-cotton-tee.html?color=102&sort=lowest', answers: { list: paged(threeReviews, 1) } });
      await findList();
      expect(reviews.listQueries()).toEqual(['sort=lowest']);
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      if (had) Object.defineProperty(Element.prototype, 'scrollIntoView', had);
      else delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    }
  });
});

describe('review policy tooltip', () => {
  it('links to the Canadian help page in the Canadian store (with its spelling)', async () => {
    renderReviews({ ca: true, answers: { list: () => reviewListOf(threeReviews) } });
    await findList();
    expect(within(articles()[0]!).getByText('Colour: Black')).toBeInTheDocument();
    fireEvent.focus(within(section()).getByRole('button', { name: 'About customer reviews' }));
    const tip = await screen.findByRole('tooltip');
    expect(within(tip).getByRole('link', { name: 'review policy' })).toHaveAttribute('href', '/ca/help#consumer-review-policy');
  });

  it('links to the US help page in the US store', async () => {
    renderReviews({ answers: { list: () => reviewListOf(threeReviews) } });
    await findList();
    fireEvent.focus(within(section()).getByRole('button', { name: 'About customer reviews' }));
    const tip = await screen.findByRole('tooltip');
    expect(within(tip).getByRole('link', { name: 'review policy' })).toHaveAttribute('href', '/help#consumer-review-policy');
  });
});

/** A promise the test settles: holds an answer back to see the state in between. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('helpful votes (§4: signed in, through the ALTCHA check)', () => {
  it('tells a guest to sign in, and asks nothing', async () => {
    const user = userEvent.setup();
    const { reviews } = renderReviews({ answers: { list: () => reviewListOf(threeReviews) } });
    const [first] = await findList();
    await user.click(within(first!).getByRole('button', { name: 'Helpful (2)' }));
    expect(within(first!).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/account/sign-in?return_to=${encodeURIComponent('/heavy-cotton-tee.html#reviews')}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reviewCalls(reviews).map((c) => c.path)).toEqual(['/api/products/5000/reviews']);
  });

  it('solves a real challenge in the browser, sends { altcha } and shows the new count, pressed', async () => {
    signIn();
    const user = userEvent.setup();
    const held = gate();
    let challenge: CaptchaChallenge | null = null;
    const { reviews } = renderReviews({
      answers: {
        list: () => reviewListOf(threeReviews),
        captcha: async () => {
          await held.opened;
          challenge = await createChallenge({ hmacKey: CAPTCHA_KEY, maxNumber: 1000 });
          return challenge;
        },
      },
    });
    const [first] = await findList();
    await user.click(within(first!).getByRole('button', { name: 'Helpful (2)' }));

    const dialog = screen.getByRole('dialog', { name: 'Quick check' });
    expect(within(dialog).getByRole('status', { name: CHECKING_TEXT })).toHaveTextContent(CHECKING_TEXT);
    held.open();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });

    // the fixture's vote verified the solution with altcha-lib, as the server does
    const sent = reviews.calls.find((c) => c.method === 'POST');
    expect(sent?.path).toBe(`/api/reviews/${threeReviews[0]!.id}/votes`);
    const { altcha } = sent!.body as { altcha: string };
    expect(Object.keys(sent!.body as object)).toEqual(['altcha']);
    const payload = JSON.parse(atob(altcha)) as Record<string, unknown>;
    expect(payload).toMatchObject({ algorithm: challenge!.algorithm, challenge: challenge!.challenge, salt: challenge!.salt, signature: challenge!.signature });
    expect(typeof payload.number).toBe('number');

    const button = within(first!).getByRole('button', { name: 'Helpful (1)' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toBeDisabled();
  });

  it('shows the server refusal with "Try again", which starts a fresh check', async () => {
    signIn();
    const user = userEvent.setup();
    let refuse = true;
    const { reviews } = renderReviews({
      answers: {
        list: () => reviewListOf(threeReviews),
        vote: () => {
          if (refuse) throw apiRefusal(400, { code: 'captcha', message: 'The check expired. Try again.' });
          return { helpful: 3, voted: true };
        },
      },
    });
    const [first] = await findList();
    await user.click(within(first!).getByRole('button', { name: 'Helpful (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Quick check' });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('The check expired. Try again.');
    expect(within(first!).getByRole('button', { name: 'Helpful (2)' })).toHaveAttribute('aria-pressed', 'false');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(within(first!).getByRole('button', { name: 'Helpful (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(reviews.calls.filter((c) => c.path === '/api/reviews/captcha')).toHaveLength(2);
  });

  it('shows as pressed when already voted: from the list, or a 409', async () => {
    signIn();
    const user = userEvent.setup();
    renderReviews({
      answers: {
        list: () => reviewListOf([reviewOf(1, { helpful: 4, voted: true }), reviewOf(2, { helpful: 1 })]),
        vote: () => {
          throw apiRefusal(409, { code: 'conflict', message: 'You already found this helpful.' });
        },
      },
    });
    const [voted, other] = await findList();
    expect(within(voted!).getByRole('button', { name: 'Helpful (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(voted!).getByRole('button', { name: 'Helpful (4)' })).toBeDisabled();

    await user.click(within(other!).getByRole('button', { name: 'Helpful (1)' }));
    await waitFor(() => expect(within(other!).getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks to sign in again when the session ended (401)', async () => {
    signIn();
    const user = userEvent.setup();
    renderReviews({
      answers: {
        list: () => reviewListOf(threeReviews),
        vote: () => {
          throw apiRefusal(401, { code: 'unauthorized', message: 'Sign in to vote.' });
        },
      },
    });
    const [first] = await findList();
    await user.click(within(first!).getByRole('button', { name: 'Helpful (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Quick check' });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Sign in to vote.');
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/sign-in?return_to=%2Fheavy-cotton-tee.html%23reviews');
    await user.click(within(dialog).getByRole('button', { name: 'Close Quick check' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('write a review', () => {
  const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'tee.jpg', { type: 'image/jpeg' });

  it('is not offered to a guest (nor asked for), nor to a shopper with no delivered line', async () => {
    const { reviews, unmount } = renderReviews({ answers: { list: () => reviewListOf(threeReviews) } });
    await findList();
    expect(within(section()).queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(reviews.calls.some((c) => c.path.endsWith('/mine'))).toBe(false);
    unmount();

    signIn();
    const mine = renderReviews({ answers: { list: () => reviewListOf(threeReviews), mine: () => ({ signed_in: true, lines: [] }) } });
    await findList();
    await waitFor(() => expect(mine.reviews.calls.some((c) => c.path === '/api/products/5000/reviews/mine')).toBe(true));
    await act(async () => {});
    expect(within(section()).queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(within(section()).queryByText('You reviewed this purchase')).toBeNull();
  });

  it('checks the fields, uploads a photo, posts the review, and shows it first with a thank-you', async () => {
    signIn();
    const user = userEvent.setup();
    let listed = 0;
    const written = reviewOf(50, { title: 'Holds the print', body: 'Washed ten times.', rating: 4, author: 'Renée D.' });
    const { reviews } = renderReviews({
      answers: {
        list: () => {
          listed += 1;
          // the second answer counts the new review in the summary
          return listed === 1 ? reviewListOf(threeReviews) : reviewListOf([...threeReviews, written]);
        },
        mine: () => ({ signed_in: true, lines: [lineOf(1, { review_id: threeReviews[0]!.id }), lineOf(2), lineOf(3, { facts: { color: 'Heather Grey', size: 'S', print_method: 'blank', transfer_size: null } })] }),
        create: () => written,
      },
    });
    await findList();
    expect(await within(section()).findByText('You reviewed this purchase')).toBeInTheDocument();
    const open = within(section()).getByRole('button', { name: 'Write a review' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const form = within(section()).getByRole('form', { name: 'Write a review' });

    // nothing filled in: every required field says so, nothing is sent
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Purchase is required')).toBeInTheDocument();
    expect(within(form).getByText('Rating is required')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/Title is required/);
    expect(within(form).getByRole('textbox', { name: 'Review' })).toHaveAccessibleDescription(/Review is required/);
    expect(reviews.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // the lines not reviewed yet, by what was bought
    const purchases = within(form).getAllByRole('radio', { name: /^Order / });
    expect(purchases.map((r) => r.closest('label')?.textContent)).toEqual([
      'Order R000002 · Color: Black · Size: L · DTF transfer · 10 × 12 in',
      'Order R000003 · Color: Heather Grey · Size: S · Blank garment',
    ]);
    await user.click(purchases[1]!);

    // the stars: a radio group named 1 star … 5 stars, moved through with the arrow keys
    const stars = within(form).getAllByRole('radio', { name: /stars?$/ });
    expect(stars.map((s) => s.getAttribute('aria-label') ?? s.closest('label')?.textContent)).toEqual(['★1 star', '★2 stars', '★3 stars', '★4 stars', '★5 stars']);
    await user.click(within(form).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();

    const title = within(form).getByRole('textbox', { name: 'Title' });
    await user.type(title, '  ');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    await user.type(title, 'Holds the print');
    expect(title).toHaveAccessibleDescription('17/120 characters');
    await user.type(within(form).getByRole('textbox', { name: 'Review' }), 'Washed ten times.');

    await user.upload(within(form).getByLabelText('Add photos'), photoFile());
    expect(await within(form).findByRole('img', { name: 'Your photo 1' })).toHaveAttribute('src', '/media/reviews/photo-1.jpg');
    const upload = reviews.calls.find((c) => c.path === '/api/reviews/photos')!;
    expect(upload.body).toBeInstanceOf(File);
    expect((upload.body as File).name).toBe('tee.jpg');

    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(within(section()).queryByRole('form', { name: 'Write a review' })).toBeNull());

    const created = reviews.calls.find((c) => c.path === '/api/products/5000/reviews' && c.method === 'POST')!;
    expect(created.body).toEqual({
      order_line_id: lineOf(3).order_line_id,
      rating: 4,
      title: 'Holds the print',
      body: 'Washed ten times.',
      photo_ids: ['00000000-0000-4000-8000-000000005001'],
    });
    expect(within(section()).getByText('Thanks — your review is live.')).toHaveAttribute('role', 'status');
    // the summary was asked again, and the new review leads the list
    await waitFor(() => expect(within(section()).getByText('4 reviews')).toBeInTheDocument());
    expect(reviews.listQueries()).toEqual(['', '']);
    expect(titles()[0]).toBe('Holds the print');
    expect(titles().filter((t) => t === 'Holds the print')).toHaveLength(1);
    // one line left to review
    expect(within(section()).getAllByText('You reviewed this purchase')).toHaveLength(2);
    await user.click(within(section()).getByRole('button', { name: 'Write a review' }));
    expect(within(section()).getByText('Your purchase: Order R000002 · Color: Black · Size: L · DTF transfer · 10 × 12 in')).toBeInTheDocument();
  });

  it('shows the server message when the line was reviewed already (409), and a 422 next to its field', async () => {
    signIn();
    const user = userEvent.setup();
    let answer = apiRefusal(409, { code: 'conflict', message: 'You already reviewed this purchase.' });
    renderReviews({
      answers: {
        list: () => reviewListOf(threeReviews),
        mine: () => ({ signed_in: true, lines: [lineOf(2)] }),
        create: () => {
          throw answer;
        },
      },
    });
    await findList();
    await user.click(await within(section()).findByRole('button', { name: 'Write a review' }));
    const form = within(section()).getByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Nice');
    await user.type(within(form).getByRole('textbox', { name: 'Review' }), 'Good tee.');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You already reviewed this purchase.');

    answer = apiRefusal(422, { code: 'invalid', message: 'Check the title.', fieldErrors: { title: ['is not allowed'] } });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('Check the title.'));
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(/Title is not allowed/);
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a photo refusal, keeps the limit, and removes a photo', async () => {
    signIn();
    const user = userEvent.setup();
    let n = 0;
    renderReviews({
      answers: {
        list: () => reviewListOf(threeReviews),
        mine: () => ({ signed_in: true, lines: [lineOf(2)] }),
        photo: () => {
          n += 1;
          if (n === 2) throw apiRefusal(413, { code: 'too_large', message: 'The photo is over 10 MB.' });
          return { id: `00000000-0000-4000-8000-00000000600${n}`, url: `/media/reviews/p${n}.jpg`, width: 100, height: 100 };
        },
      },
    });
    await findList();
    await user.click(await within(section()).findByRole('button', { name: 'Write a review' }));
    const form = within(section()).getByRole('form', { name: 'Write a review' });
    const input = within(form).getByLabelText('Add photos');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, [photoFile(), new File(['b'], 'big.png', { type: 'image/png' })]);
    expect(await within(form).findByText('big.png: The photo is over 10 MB.')).toBeInTheDocument();
    expect(within(form).getByRole('img', { name: 'Your photo 1' })).toBeInTheDocument();

    await user.upload(input, [photoFile(), photoFile(), photoFile()]);
    await waitFor(() => expect(within(form).getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(4));
    expect(within(form).getByText('Photos at most 4 photos')).toBeInTheDocument();
    expect(input).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: 'Remove photo 2' }));
    expect(within(form).getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);
    expect(within(form).queryByText('big.png: The photo is over 10 MB.')).toBeNull();
    expect(input).toBeEnabled();
  });
});

describe('the store’s /reviews page', () => {
  it('lists every product’s reviews from /api/reviews with its filters, each linking to its product, with nothing to write', async () => {
    signIn();
    const withProducts = threeReviews.map((r, i) => ({ ...r, product: { id: 7000 + i, title: `Product ${i}`, slug: `product-${i}` } }));
    const { reviews } = renderReviews({ url: '/ca/reviews?sort=highest&size=L', answers: { list: () => reviewListOf(withProducts) } });
    await findList();
    expect(screen.getByRole('heading', { level: 1, name: 'Customer reviews' })).toBeInTheDocument();
    expect(reviews.calls.filter((c) => c.method === 'GET' && c.path === '/api/reviews').map((c) => c.search.toString())).toEqual(['sort=highest&size=L']);
    expect(within(articles()[0]!).getByRole('link', { name: 'Product 0' })).toHaveAttribute('href', '/ca/product-0.html');
    expect(reviews.calls.some((c) => c.path.endsWith('/mine'))).toBe(false);
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });
});
