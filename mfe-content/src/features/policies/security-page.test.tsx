import { MemoryRouter } from 'react-router';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { brand, footerDocuments, securityFacts } from '@site/shared';
import { SecurityPage } from './security-page.tsx';

function renderSecurity() {
  render(
    <MemoryRouter>
      <SecurityPage />
    </MemoryRouter>,
  );
}

describe('the security measures page', () => {
  it('shows the UPS, generator and recovery figures', () => {
    renderSecurity();

    expect(screen.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      `${securityFacts.upsKva} KVA`,
      `${securityFacts.generatorKva} KVA`,
      `${securityFacts.recoveryHours} hours`,
    ]);
    expect(screen.getByRole('region', { name: /disaster recovery/ })).toHaveTextContent(
      `warm site, equipped and connected in advance, that can start operations within ${securityFacts.recoveryHours} hours`,
    );
  });

  it('describes the technical, operational and managerial controls', () => {
    renderSecurity();

    for (const name of ['Technical controls', 'Operational controls', 'Managerial controls']) {
      expect(screen.getByRole('region', { name }).querySelectorAll('li').length).toBeGreaterThan(0);
    }
  });

  it('links to the ISO 27001 certificate, opening in a new tab', () => {
    renderSecurity();
    const certificate = screen.getByRole('link', { name: /ISO 27001 certificate/ });

    expect(certificate).toHaveAttribute('href', footerDocuments.find((document) => document.id === 'iso-27001')?.path);
    expect(certificate).toHaveAttribute('target', '_blank');
    expect(document.title).toBe(`Security Measures | ${brand.name}`);
  });
});
