import { nextInterviewSaturday } from '../validation/calendar.ts';
import type { FormValues } from '../validation/rules.ts';
import type { CareerStepOptions } from './career-step.ts';
import { sourceOfInformation } from './options.ts';

/** Test data: a Wednesday morning, and an application that passes every step on it. */
export const applicationDay: CareerStepOptions = { now: new Date(2025, 5, 11, 10, 0), campaign: false };

export function validApplication(): FormValues {
  return {
    deptType: 'Operations',
    PositionApplied: 'Claims Associate',
    jdLink: '/jd/claims-associate',
    campaignDetail: '',
    WillingnessforNightShift: 'Yes',
    SourceOfInformationType: sourceOfInformation.walkIn,
    DateOfInterview: nextInterviewSaturday(applicationDay.now),
    firstName: 'Ravi',
    lastName: 'Kumar',
    fatherName: 'Suresh Kumar',
    gender: 'male',
    dob: '2000-01-15',
    maritalStatus: 'Single',
    aadhaar: '1234-5678-9012',
    email: 'ravi@example.com',
    mobile: '9876543210',
    home_phone: '',
    image_url: '/api/media/files/photo.png',
    resume_url: '/api/media/files/resume.pdf',
    currentAddress: '12 MG Road',
    State: 'Karnataka',
    City: 'Bengaluru',
    pin: '560001',
    permanentAddressSame: true,
    permanentAddress: '12 MG Road',
    permanentState: 'Karnataka',
    permanentCity: 'Bengaluru',
    permanentPin: '560001',
    SchoolName10th: 'City High School',
    Board10th: 'CBSE',
    Percentage10th: '82.5',
    YearofPassing10th: '2016',
    SchoolName12th: 'City College',
    Board12th: 'CBSE',
    Percentage12th: '76',
    YearofPassing12th: '2018',
    GraduationDegree: 'BCOM',
    Graduation_Status_of_Completion: 'Completed',
    GBoard: 'Bangalore University',
    GPercentage: '70',
    GYearofPassing: '2021',
    PostGraduation: 'no',
    otherCouseEnrolled: 'No',
    isExperienced: 'No',
    previouslyWorked: 'No',
  };
}
