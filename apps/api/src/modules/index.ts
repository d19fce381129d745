import { auditLogModule } from './auditlog/auditlog.module';
import { authModule } from './auth/auth.module';
import { cdnModule } from './cdn/cdn.module';
import { bookModule } from './book/book.module';
import { contentModule } from './content/content.module';
import { metaCourseModule } from './metacourse/metacourse.module';
import { healthModule } from './health/health.module';
import { paymentModule } from './payment/payment.module';
import { questionnaireModule } from './questionnaire/questionnaire.module';
import { referenceModule } from './reference/reference.module';
import { reviewModule } from './review/review.module';
import { registrationResultModule } from './registrationresult/registrationresult.module';
import { subscriptionPlanModule } from './subscriptionplan/subscriptionplan.module';
import { testClockModule } from './testclock/testclock.module';
import { userModule } from './user/user.module';
import { userRegistrationModule } from './userregistration/userregistration.module';
import { userTaskModule } from './usertask/usertask.module';
import { userTaskExamModule } from './usertaskexam/usertaskexam.module';
import { yekverseModule } from './yekverse/yekverse.module';

/** Every API module, in an order where each comes after the modules it names as dependencies. */
export const MODULES = [
  healthModule,
  authModule,
  referenceModule,
  questionnaireModule,
  userModule,
  userRegistrationModule,
  registrationResultModule,
  subscriptionPlanModule,
  paymentModule,
  testClockModule,
  contentModule,
  userTaskModule,
  cdnModule,
  auditLogModule,
  userTaskExamModule,
  reviewModule,
  bookModule,
  metaCourseModule,
  yekverseModule,
];
