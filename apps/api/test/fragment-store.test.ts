import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/db/seed/prng.ts';
import { SlotsById } from '../src/modules/partners/directory/directory-state.ts';
import { FRAGMENT_CHUNK_BYTES, FragmentStore, JsonAssembler } from '../src/modules/partners/directory/fragment-store.ts';

const partnerText = (i: number, extra = '') =>
  JSON.stringify({ id: i, name: `Baterias São João ${i}${extra}`, whatsapp: null, addressPosition: null }).slice(0, -1);

describe('FragmentStore (the read model’s pre-rendered partners outside the heap)', () => {
  it('assembles an answer from text and fragment ranges into the UTF-8 bytes JSON.stringify would give', () => {
    const store = new FragmentStore();
    const partners = [
      { id: 1, name: 'Auto Peças Ação', whatsapp: '(41) 99999-0000', addressPosition: { latitude: -25.4, longitude: -49.2 } },
      { id: 2, name: 'Baterias 🔋 – Norte “Sul”', whatsapp: null, addressPosition: null },
    ];
    partners.forEach((p, slot) => store.set(slot, JSON.stringify(p).slice(0, -1)));
    const json = new JsonAssembler(store).text('{"data":[').fragment(0).text(',"distanceKm":1.5},').fragment(1).text('}],"total":2}');
    expect(json.toBuffer().toString('utf8')).toBe(JSON.stringify({ data: [{ ...partners[0], distanceKm: 1.5 }, partners[1]], total: 2 }));
    // the marker: the parts before the whatsapp and from the position on
    const marker = new JsonAssembler(store)
      .fragment(1, 0, store.byteIndexOf(1, ',"whatsapp":'))
      .fragment(1, store.byteIndexOf(1, ',"addressPosition":'))
      .text('}');
    expect(JSON.parse(marker.toBuffer().toString('utf8'))).toEqual({ id: 2, name: partners[1]!.name, addressPosition: null });
  });

  it('gives back each text as it was written (accents, dashes, emoji, CJK) and slices by the byte offsets it reports', () => {
    const store = new FragmentStore();
    const texts = ['{"name":"Auto Peças Ação"', '{"name":"Baterias 🔋 – Norte","whatsapp":null', '', '{"name":"日本語","whatsapp":"(41) 9"'];
    texts.forEach((text, slot) => store.set(slot, text));
    texts.forEach((text, slot) => expect(store.get(slot)).toBe(text));
    expect(store.liveBytes).toBe(texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0));
    for (const slot of [1, 3]) {
      const at = store.byteIndexOf(slot, ',"whatsapp":');
      expect(at).toBeGreaterThan(0);
      expect(store.slice(slot, 0, at) + store.slice(slot, at)).toBe(texts[slot]);
      expect(store.slice(slot, at)).toBe(texts[slot]!.slice(texts[slot]!.indexOf(',"whatsapp":')));
    }
    expect(store.byteIndexOf(0, ',"whatsapp":')).toBe(-1);
    expect(store.get(99)).toBe('');
  });

  it('keeps every text through replacements and deletions while its chunks stay near the live bytes', () => {
    const store = new FragmentStore();
    const random = createRandom(5);
    const expected = new Map<number, string>();
    const slots = 20_000;
    for (let slot = 0; slot < slots; slot++) {
      const text = partnerText(slot, random.chance(0.05) ? ' 🔋' : '');
      store.set(slot, text);
      expected.set(slot, text);
    }
    let highest = 0;
    for (let round = 0; round < 100_000; round++) {
      const slot = random.int(0, slots - 1);
      if (random.chance(0.2)) {
        store.delete(slot);
        expected.delete(slot);
      } else {
        const text = partnerText(slot, 'x'.repeat(random.int(0, 400)) + (random.chance(0.05) ? ' – ✓' : ''));
        store.set(slot, text);
        expected.set(slot, text);
      }
      highest = Math.max(highest, store.heldBytes);
      // at most twice the live bytes, plus the chunk being filled and one more the compaction may start
      expect(store.heldBytes).toBeLessThanOrEqual(2 * store.liveBytes + 2 * FRAGMENT_CHUNK_BYTES);
    }
    for (let slot = 0; slot < slots; slot++) {
      expect(store.has(slot)).toBe(expected.has(slot));
      expect(store.get(slot)).toBe(expected.get(slot) ?? '');
    }
    expect(highest).toBeGreaterThan(0);
  });

  it('gives a text longer than a chunk a chunk of its own and frees it when the text goes', () => {
    const store = new FragmentStore();
    store.set(0, 'a'.repeat(100));
    const big = `{"notes":"${'ç'.repeat(FRAGMENT_CHUNK_BYTES + 10)}"`;
    store.set(1, big);
    store.set(2, 'b'.repeat(100));
    expect(store.get(1)).toBe(big);
    expect(store.heldBytes).toBe(FRAGMENT_CHUNK_BYTES + Buffer.byteLength(big));
    store.delete(1);
    expect(store.heldBytes).toBe(FRAGMENT_CHUNK_BYTES);
    expect([store.get(0), store.get(2)]).toEqual(['a'.repeat(100), 'b'.repeat(100)]);
  });
});

describe('SlotsById (the read model’s id → slot table)', () => {
  it('finds, replaces and forgets slots for sequential ids, id 0 and ids beyond the dense range', () => {
    const slots = new SlotsById();
    const ids = [1, 2, 0, 5_000, 99_999, 2 ** 24 - 1, 2 ** 24, 2 ** 31 - 1];
    ids.forEach((id, slot) => slots.set(id, slot));
    ids.forEach((id, slot) => expect(slots.get(id)).toBe(slot));
    expect([slots.get(3), slots.get(100_000), slots.get(2 ** 24 + 1), slots.get(-1)]).toEqual([undefined, undefined, undefined, undefined]);
    slots.set(5_000, 42);
    expect(slots.get(5_000)).toBe(42);
    for (const id of [2, 2 ** 24, 0]) slots.delete(id);
    expect([slots.get(2), slots.get(2 ** 24), slots.get(0), slots.get(1)]).toEqual([undefined, undefined, undefined, 0]);
  });
});
