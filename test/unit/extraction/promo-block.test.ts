import { describe, expect, it } from 'vitest';
import type { TextLine } from '../../../lambdas/extraction/text/document-lines.ts';
import { promoBlock } from '../../../lambdas/extraction/text/promo-block.ts';

const bodyLines = (texts: string[]): TextLine[] =>
  texts.map((text, index) => ({
    index,
    text,
    cells: [text],
    source: 'body',
    position: index / Math.max(1, texts.length - 1),
  }));

const order = [
  'The Lamplighter Waltz',
  'Wednesday 3 June 2026, 19:45',
  'London Palladium',
  'Royal Circle · Row D',
];

describe('the block of other events a mail offers', () => {
  it.each([
    'Also at LW Theatres',
    'More at Scotiabank Arena',
    'Ook in de Schouwburg',
    'Volgende thuiswedstrijd',
    'À venir / Coming up: Les Marées Hautes · vendredi 5 novembre 2027',
    'You might also like',
    'Du kanske också gillar',
    'Może Cię zainteresować',
    'Mohlo by vás zajímat',
    'Saatat pitää myös',
    'Potrebbe interessarti',
    'También te puede gustar',
    'Das könnte dir auch gefallen',
  ])('starts at the heading "%s"', (heading) => {
    const lines = bodyLines([...order, heading, 'The Glass Orchard', 'Tue 14 July 2026, 19:30']);

    expect(promoBlock(lines)).toEqual({ start: order.length, end: Infinity });
  });

  it.each([
    'Your show is coming up soon: doors open at 19:00.',
    'We also have a cloakroom at the venue.',
    'Please arrive early; more information at the box office.',
  ])('does not start at a sentence about the order: "%s"', (sentence) => {
    expect(promoBlock(bodyLines([...order, sentence, 'Enjoy the show']))).toEqual({
      start: Infinity,
      end: Infinity,
    });
  });
});
