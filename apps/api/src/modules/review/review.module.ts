import { defineModule } from '../../plugins/module';
import { createReviewRepository } from './review.repository';
import { reviewRoutes } from './review.routes';
import { createReviewService, type ReviewService } from './review.service';

declare module '../../plugins/module' {
  interface AppServices {
    /** Spaced review of the learner's words with FSRS. */
    review: ReviewService;
  }
}

export const reviewModule = defineModule('review', ['usertask'], (api, app) => {
  const review = createReviewService(app.deps, createReviewRepository(app.deps.database.pool));
  app.services.review = review;
  reviewRoutes(api, app.guard, review);
});
