import { describe, expect, it } from 'vitest';
import { checkContract, takeContractViolations } from '@/testing/api-contracts';
import { jsonResponse } from '@/testing/fake-api';
import { makePartner } from './helpers';

describe("the fake API's directory answers follow the domain's schemas (the API's response schemas)", () => {
  it('accepts a list page of partners as the API builds them', async () => {
    await checkContract('GET', '/api/companys/listfiltred/open', jsonResponse({ data: [makePartner()], total: 1 }));
    expect(takeContractViolations()).toEqual([]);
  });

  it('records a partner without its page path, and a details answer with a wrong type', async () => {
    const { path: _path, ...withoutPath } = makePartner();
    await checkContract('GET', '/api/companys/listfiltred/open', jsonResponse({ data: [withoutPath], total: 1 }));
    await checkContract('GET', '/api/companys/company/partnerDetails/12', jsonResponse({ ...makePartner(), id: '12' }));
    const violations = takeContractViolations();
    expect(violations).toHaveLength(2);
    expect(violations[0]).toMatch(/^GET \/api\/companys\/listfiltred\/open: .*→ at data\[0\]\.path$/s);
    expect(violations[1]).toMatch(/^GET \/api\/companys\/company\/partnerDetails\/12: .*→ at id\b/s);
  });

  it('leaves error answers and routes without a contract alone', async () => {
    await checkContract('GET', '/api/companys/listfiltred/open', jsonResponse({ statusCode: 429 }, 429));
    await checkContract('GET', '/api/lines', jsonResponse({ anything: true }));
    expect(takeContractViolations()).toEqual([]);
  });
});
