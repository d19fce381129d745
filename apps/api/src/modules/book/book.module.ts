import { defineModule } from '../../plugins/module';
import { createBookRepository } from './book.repository';
import { bookRoutes } from './book.routes';
import { type BookService, createBookService } from './book.service';

declare module '../../plugins/module' {
  interface AppServices {
    /** The library's figures for the learner's record. Optional: usertask registers first. */
    library?: Pick<BookService, 'readingRecord'>;
  }
}

export const bookModule = defineModule('book', ['usertask', 'review'], (api, app) => {
  const books = createBookService(
    app.deps,
    createBookRepository(app.deps.database.pool),
    app.services.review,
  );
  app.services.library = books;
  bookRoutes(api, app.guard, books);
});
