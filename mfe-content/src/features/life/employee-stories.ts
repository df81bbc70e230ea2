import arjunPoster from './images/story-arjun.svg';
import farhanPoster from './images/story-farhan.svg';
import kavyaPoster from './images/story-kavya.svg';
import nidhiPoster from './images/story-nidhi.svg';

/** An employee slide (site-spec.md section 3) with the video that plays beside it. */
export interface EmployeeStory {
  name: string;
  designation: string;
  text: string;
  videoUrl: string;
  poster: string;
  alt: string;
}

/** Video posters are drawn at this size. */
export const STORY_POSTER_SIZE = { width: 480, height: 320 } as const;

export const employeeStories: readonly EmployeeStory[] = [
  {
    name: 'Kavya Rathore',
    designation: 'Senior Accounts Executive',
    text: 'I joined as a fresher who had never seen a US ledger. Seven years later I run month-end close for three clients and train every new joiner on reconciliations. People here make time to teach you.',
    videoUrl: 'https://player.videohost.example/video/824610375',
    poster: kavyaPoster,
    alt: 'Kavya Rathore, Senior Accounts Executive',
  },
  {
    name: 'Arjun Mewara',
    designation: 'Team Lead, Insurance Operations',
    text: 'My manager pushed me to take the insurance certification in my second year, and the company paid for it. Today I lead a team of twelve on policy checking, and I do the same pushing for them.',
    videoUrl: 'https://player.videohost.example/video/824610512',
    poster: arjunPoster,
    alt: 'Arjun Mewara, Team Lead, Insurance Operations',
  },
  {
    name: 'Nidhi Paliwal',
    designation: 'Data Annotation Specialist',
    text: 'After a career break I was worried about coming back. The flexible shift and a patient mentor made it easy, and now I review quality for our computer-vision projects.',
    videoUrl: 'https://player.videohost.example/video/824610648',
    poster: nidhiPoster,
    alt: 'Nidhi Paliwal, Data Annotation Specialist',
  },
  {
    name: 'Farhan Qureshi',
    designation: 'Digital Marketing Manager',
    text: 'What keeps me here is that ideas get tried. I pitched an SEO experiment in my first month and it became a service line. The festivals and the cricket finals do not hurt either.',
    videoUrl: 'https://player.videohost.example/video/824610791',
    poster: farhanPoster,
    alt: 'Farhan Qureshi, Digital Marketing Manager',
  },
];
