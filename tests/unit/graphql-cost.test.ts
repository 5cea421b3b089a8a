import { GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql'
import { getComplexity } from 'graphql-query-complexity'
import { describe, expect, it } from 'vitest'

import { GRAPHQL_COST, listRows, rowsTimesFields } from '@collections/graphql-cost'

// Security: "One staff GraphQL query blocks every tenant: 20 aliases × Cars(limit:100) with
// relations took 5.4 s … Bound staff GraphQL by cost (rows × depth)." A schema shaped as Payload
// builds one: a list takes limit/page, a relationship or upload carries `complexity: 10`.
const Media = new GraphQLObjectType({ name: 'Media', fields: { url: { type: GraphQLString } } })
const Dealership = new GraphQLObjectType({ name: 'Dealership', fields: { name: { type: GraphQLString } } })
const Car = new GraphQLObjectType({
  name: 'Car',
  fields: {
    id: { type: GraphQLInt },
    title: { type: GraphQLString },
    dealership: { type: Dealership, extensions: { complexity: 10 } },
    images: { type: new GraphQLList(Media), extensions: { complexity: 10 } },
  },
})
const Cars = new GraphQLObjectType({ name: 'Cars', fields: { docs: { type: new GraphQLList(Car) } } })
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      Cars: {
        type: Cars,
        args: { limit: { type: GraphQLInt }, page: { type: GraphQLInt }, pagination: { type: GraphQLString } },
      },
    },
  }),
})
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  getComplexity({ schema, query: parse(query), variables, estimators: [rowsTimesFields] })

describe('staff GraphQL cost: rows × what each row asks for', () => {
  it.each([
    ['one car, two fields', '{ Cars(limit: 1) { docs { id title } } }', 1 * (1 + 1 + 2)],
    ['no limit is Payload’s page of 10', '{ Cars { docs { id } } }', 10 * (1 + 1 + 1)],
    ['limit 0 (“all”) is the 100-row cap', '{ Cars(limit: 0) { docs { id } } }', 100 * 3],
    ['a limit over the cap is the cap', '{ Cars(limit: 100000) { docs { id } } }', 100 * 3],
    ['a relation costs 10 for each row', '{ Cars(limit: 10) { docs { dealership { name } } } }', 10 * (1 + 1 + 11)],
    ['a hasMany upload brings 10 for each row', '{ Cars(limit: 10) { docs { images { url } } } }', 10 * (1 + 1 + 110)],
    ['a limit from a variable', 'query ($n: Int) { Cars(limit: $n) { docs { id } } }', 50 * 3, { n: 50 }],
  ] as [string, string, number, Record<string, unknown>?][])('%s → %d', (_case, query, expected, variables) => {
    expect(cost(query, variables)).toBe(expected)
  })

  it('refuses the reported attack and lets a page of cars with relations through', () => {
    const withRelations = (limit: number) => `Cars(limit: ${limit}) { docs { id title dealership { name } } }`
    const attack = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: ${withRelations(100)}`).join(' ')} }`
    expect(cost(attack)).toBeGreaterThan(GRAPHQL_COST.max)
    expect(cost(`{ ${withRelations(100)} }`)).toBeLessThanOrEqual(GRAPHQL_COST.max)
  })

  it.each([
    [{}, true, GRAPHQL_COST.defaultRows],
    [{ limit: 7 }, true, 7],
    [{ limit: -3 }, true, 100],
    [{ pagination: false }, true, GRAPHQL_COST.unpaginatedRows],
    [{ limit: 7 }, false, 1],
  ])('listRows(%j, takes a limit: %s) → %d', (args, takesLimit, expected) => {
    expect(listRows(args, takesLimit)).toBe(expected)
  })
})
