import { expect } from '@open-wc/testing';
import { safeStorage } from '../../src/client/storage.js';
import { MemoryStorage, ThrowingStorage } from '../support/memory-storage.js';

describe('SafeStorage', () => {
  it('reads and writes through to a working storage', () => {
    const backing = new MemoryStorage();
    const storage = safeStorage(backing);
    storage.set('p:a', '1');
    expect(backing.getItem('p:a')).to.equal('1');
    expect(safeStorage(backing).get('p:a')).to.equal('1');
  });

  for (const [kind, source] of [
    [
      'disabled (the getter throws)',
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    ],
    ['absent (null)', null],
    ['refusing every call', new ThrowingStorage()],
  ] as const) {
    it(`falls back to memory when the storage is ${kind}`, () => {
      const storage = safeStorage(source);
      storage.set('p:a', '1');
      storage.set('p:b', '2');
      storage.set('q:c', '3');
      expect(storage.get('p:a')).to.equal('1');
      expect(storage.keys('p:').sort()).to.deep.equal(['p:a', 'p:b']);
      storage.delete('p:a');
      expect(storage.get('p:a')).to.equal(null);
    });
  }

  it('asks for room when the storage is full, and keeps the value in memory when none can be made, telling which', () => {
    const backing = new MemoryStorage();
    backing.setItem('p:old', 'x'.repeat(20));
    backing.quota = 30;
    const storage = safeStorage(backing);

    let asked = 0;
    const stored = storage.set('p:new', 'y'.repeat(20), () => {
      asked++;
      backing.removeItem('p:old');
      return true;
    });
    expect([asked, stored]).to.deep.equal([1, true]);
    expect(backing.getItem('p:new')).to.equal('y'.repeat(20));

    expect(storage.set('p:big', 'z'.repeat(40), () => false)).to.equal(false);
    expect(backing.getItem('p:big')).to.equal(null);
    expect(storage.get('p:big')).to.equal('z'.repeat(40));
  });

  it('keeps writes in memory once a read has thrown, so that they read back', () => {
    const backing = new (class extends MemoryStorage {
      override getItem(): string | null {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }
    })();
    const storage = safeStorage(backing);
    expect(storage.get('p:a')).to.equal(null);
    expect(storage.set('p:a', '1')).to.equal(false);
    expect(storage.get('p:a')).to.equal('1');
    expect(backing.length).to.equal(0);
  });

  it('does not ask for room when the failure is not a full quota', () => {
    let asked = 0;
    safeStorage(new ThrowingStorage()).set('p:a', '1', () => (asked++, true));
    expect(asked).to.equal(0);
  });

  it('prefers a value kept in memory over an older one in the storage, until a write succeeds', () => {
    const backing = new MemoryStorage();
    const storage = safeStorage(backing);
    storage.set('p:a', 'old');
    backing.quota = 0;
    storage.set('p:a', 'new');
    expect(storage.get('p:a')).to.equal('new');
    backing.quota = Infinity;
    storage.set('p:a', 'newest');
    expect(backing.getItem('p:a')).to.equal('newest');
    expect(storage.get('p:a')).to.equal('newest');
  });
});
