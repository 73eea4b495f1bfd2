// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CHECKED_ANSWER_MAX_AGE_MS,
  checkedAnswers,
  findCheckedAnswer,
  keepCheckedAnswer,
  MAX_CHECKED_ANSWERS,
} from './checked-answers'

const served = (pinCode: string) =>
  ({
    pinCode,
    deliverable: true,
    estimatedDays: 3,
    cashOnDelivery: true,
    city: 'Bengaluru',
    state: 'Karnataka',
  }) as const

beforeEach(() => {
  localStorage.clear()
  checkedAnswers.reload()
})

describe('checked answers', () => {
  it('finds an answer per PIN code and product for 24 hours', () => {
    const t = Date.parse('2026-11-27T04:30:00Z')
    keepCheckedAnswer('p-1', served('560001'), t)
    keepCheckedAnswer('p-2', { pinCode: '560001', deliverable: false }, t)
    const list = checkedAnswers.get()
    expect(findCheckedAnswer(list, '560001', 'p-1', t + 1000)?.answer).toEqual(served('560001'))
    expect(findCheckedAnswer(list, '560001', 'p-2', t + 1000)?.answer.deliverable).toBe(false)
    expect(findCheckedAnswer(list, '110001', 'p-1', t + 1000)).toBeUndefined()
    expect(findCheckedAnswer(list, '560001', 'p-1', t + CHECKED_ANSWER_MAX_AGE_MS)).toBeUndefined()
  })

  it('survives a reload, replaces an older answer for the same check and keeps a bounded list', () => {
    const t = Date.now()
    keepCheckedAnswer('p-1', served('560001'), t - 5000)
    keepCheckedAnswer('p-1', { pinCode: '560001', deliverable: false }, t)
    checkedAnswers.reload()
    expect(checkedAnswers.get()).toHaveLength(1)
    expect(findCheckedAnswer(checkedAnswers.get(), '560001', 'p-1', t)?.answer.deliverable).toBe(false)
    for (let i = 0; i < MAX_CHECKED_ANSWERS + 10; i++) keepCheckedAnswer(`p-${i}`, served('560001'), t + i)
    expect(checkedAnswers.get()).toHaveLength(MAX_CHECKED_ANSWERS)
  })

  it('drops stored entries that are not answers', () => {
    localStorage.setItem(
      'delivery-checks',
      JSON.stringify([
        { productId: 'p-1', checkedAt: 1, answer: { pinCode: '560001', deliverable: 'yes' } },
        { productId: 'p-1', checkedAt: 1, answer: { pinCode: '012345', deliverable: false } },
        { productId: 'p-2', checkedAt: 2, answer: { pinCode: '560001', deliverable: false } },
        'junk',
      ]),
    )
    checkedAnswers.reload()
    expect(checkedAnswers.get().map((e) => e.productId)).toEqual(['p-2'])
    localStorage.setItem('delivery-checks', '{not json')
    checkedAnswers.reload()
    expect(checkedAnswers.get()).toEqual([])
  })
})
