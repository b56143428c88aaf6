import { describe, expect, it } from 'vitest';
import { createChangeFeed } from './change-feed';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('the change feed', () => {
  it('tells each listener once of the many changes of one turn, in the next turn', async () => {
    const feed = createChangeFeed();
    const heard: string[] = [];
    feed.subscribe(() => heard.push('a'));
    const stop = feed.subscribe(() => heard.push('b'));
    for (let i = 0; i < 500; i++) feed.notify();
    expect(heard).toEqual([]);
    await nextTurn();
    expect(heard).toEqual(['a', 'b']);
    stop();
    feed.notify();
    await nextTurn();
    expect(heard).toEqual(['a', 'b', 'a']);
  });

  it('does nothing for changes nobody listens to, and tells a later listener only of later ones', async () => {
    const feed = createChangeFeed();
    feed.notify();
    let heard = 0;
    feed.subscribe(() => heard++);
    await nextTurn();
    expect(heard).toBe(0);
    feed.notify();
    await nextTurn();
    expect(heard).toBe(1);
  });
});
