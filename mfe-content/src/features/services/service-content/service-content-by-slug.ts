import { accountingBookkeepingServices } from './accounting-bookkeeping-services.ts';
import { aiOutsourcingAndConsultingServices } from './ai-outsourcing-and-consulting-services.ts';
import { businessIntelligenceServices } from './business-intelligence-services.ts';
import { dataAnnotationServices } from './data-annotation-services.ts';
import { insuranceBpoOutsourcing } from './insurance-bpo-outsourcing.ts';
import { insuranceCustomerSupportServices } from './insurance-customer-support-services.ts';
import { outsourceDigitalMarketingServices } from './outsource-digital-marketing-services.ts';
import { recruitmentProcessOutsourcingServices } from './recruitment-process-outsourcing-services.ts';
import type { ServiceContent } from './service-content-types.ts';

const allServiceContent: readonly ServiceContent[] = [
  insuranceBpoOutsourcing,
  accountingBookkeepingServices,
  dataAnnotationServices,
  businessIntelligenceServices,
  outsourceDigitalMarketingServices,
  aiOutsourcingAndConsultingServices,
  recruitmentProcessOutsourcingServices,
  insuranceCustomerSupportServices,
];

const contentBySlug = new Map(allServiceContent.map((content) => [content.slug, content]));

/** The page content of one service route (`service-<slug>` in the route table). */
export function getServiceContent(slug: string): ServiceContent {
  const content = contentBySlug.get(slug);
  if (!content) throw new Error(`No content for service "${slug}"`);
  return content;
}
