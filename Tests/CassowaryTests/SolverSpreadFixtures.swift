// Fixtures of SolverSpreadTests: lp-check spread files, their constraints only.

extension SolverSpreadTests {
    /// lp-check spread seed 209: 172 constraints on 55 variables, coefficients from 1e-3 to
    /// 1e3 and weights to 10⁶. HiGHS: 32 828 950 609.346 424.
    static let spread209 = """
    csys 1
    # lp-check seed 209 spread
    c required 2*v16 - 0.2*v45 + 1000*v23 + 1*v37 == 2017.6
    c required 50*v44 - 0.001*v30 + 0.001*v17 >= 1400.011
    c required 1*v15 + 0.01*v52 <= 58.45
    c required 0.5*v18 + 1000*v48 + 1000*v36 - 1*v2 == -36961
    c required 1*v31 + 0.001*v49 + 0.01*v14 + 0.001*v41 >= 11.581
    c required -1000*v5 + 1*v19 - 0.2*v17 == 23969
    c required 0.5*v9 + 0.001*v44 + 2*v7 - 0.001*v33 <= 40.504999999999995
    c required -0.2*v34 >= 3.8000000000000003
    c required 1000*v20 - 1*v33 - 0.2*v50 == -24018.4
    c required 0.001*v19 >= -29.035
    c required -1*v4 >= -13
    c required -1*v38 + 1000*v7 - 0.2*v16 + 2*v6 >= 21881.4
    c required 0.5*v2 == -29
    c required -1*v41 - 1000*v9 + 2*v35 + 0.01*v7 >= 37090.22
    c required -1*v4 + 50*v49 >= -2800
    c required 2.3333333333333335*v13 >= 72.33333333333334
    c required 0.5*v45 >= 8.5
    c required 1000*v19 == -35000
    c required 0.5*v16 - 0.2*v33 <= 49.9
    c required -0.001*v39 + 0.001*v51 - 0.2*v10 + 0.5*v41 <= 35.177
    c required -0.2*v10 + 1000*v24 >= 47950.2
    c required -1000*v10 <= 51000
    c required -1*v17 + 50*v23 >= 120
    c required -0.001*v9 <= 0.037
    c required -1000*v27 - 1*v30 <= 57072
    c required 0.5*v43 - 1*v29 == 57.5
    c required -0.001*v51 - 0.001*v48 - 1*v45 + 1*v17 <= 12.036000000000001
    c required 0.01*v50 >= -0.23
    c required 2*v18 + 0.001*v7 == -75.978
    c required -0.001*v9 - 1000*v17 + 0.01*v21 == 19999.517
    c required 0.01*v27 + 0.5*v36 + 2.3333333333333335*v16 + 2*v45 == -6.903333333333336
    c required 0.5*v36 + 50*v17 == -1024
    c required 0.5*v42 + 2*v9 <= -32.5
    c required 0.5*v50 + 0.001*v7 + 1000*v28 + 0.001*v48 >= 47988.532999999996
    c required -1000*v24 + 2.3333333333333335*v40 <= -47867
    c required -1*v44 == -28
    c required 1000*v47 + 0.5*v2 + 1000*v4 <= 28995
    c required 2*v24 - 0.001*v46 - 0.001*v54 - 0.2*v50 == 100.56899999999999
    c required 0.001*v1 + 1*v31 + 1000*v40 == 57012.024
    c required -0.2*v18 >= 7.6000000000000005
    c required 0.01*v28 + 1*v54 - 1*v6 <= 74.48
    c required 50*v40 >= 2850
    c required 50*v32 + 2*v49 + 0.01*v26 + 1000*v12 >= -39310.51
    c required 1000*v4 + 0.001*v48 >= 12990.011
    c required -0.001*v45 - 0.2*v10 - 1*v6 == 59.183
    c required 0.5*v28 == 24
    c required 2.3333333333333335*v28 + 0.001*v43 <= 112.029
    c required 0.01*v51 - 1*v18 == 37.53
    c required -1000*v33 + 50*v3 - 1*v8 + 1*v6 == -25025
    c required 2*v29 + 0.5*v51 - 1000*v12 >= 38890.5
    c required 2.3333333333333335*v47 + 50*v48 == 587.3333333333334
    c required 2.3333333333333335*v45 + 1000*v1 >= 23984.666666666668
    c required 2*v10 + 0.001*v18 >= -102.038
    c required 2*v5 + 50*v44 == 1352
    c required -0.2*v47 - 1000*v44 + 50*v42 == -27153.2
    c required 1*v29 - 0.2*v26 == -32.8
    c required 0.001*v15 >= 0.058
    c required -1*v48 - 0.001*v12 == -10.961
    c required 0.5*v40 + 2.3333333333333335*v7 + 1000*v46 >= 6035.833333333333
    c required 0.01*v18 + 2.3333333333333335*v1 <= 55.62
    c required 1*v4 + 1000*v45 - 0.001*v44 + 0.001*v8 == 17012.998000000003
    c required 0.01*v54 + 0.5*v15 + 2*v10 + 2*v18 >= -148.75
    c required 50*v13 + 0.001*v36 >= 1549.952
    c required 2.3333333333333335*v18 >= -99.66666666666667
    c required 2*v12 + 1000*v44 - 1000*v54 + 0.001*v21 >= 2921.948
    c required 50*v16 + 2.3333333333333335*v49 <= -447.33333333333337
    c medium*3 2*v8 + 1*v38 == -44.5
    c weak*7 -1*v27 + 0.001*v39 >= 55
    c weak*2 0.01*v27 == 72.5
    c medium -1000*v20 == -78.5
    c strong 2*v11 + 2.3333333333333335*v31 <= 55
    c strong 50*v37 - 0.2*v3 >= -78
    c weak*2 1*v37 - 0.2*v12 == -66.5
    c strong*0.5 1*v51 + 0.5*v14 + 2.3333333333333335*v45 <= 67
    c strong*0.5 50*v34 + 0.01*v13 >= 76
    c medium 0.5*v21 - 0.2*v38 == -5.5
    c weak -0.001*v13 + 0.01*v51 <= -34.5
    c strong -1*v3 <= -64
    c weak*2 1000*v36 + 1000*v39 == -26.5
    c strong -1000*v14 + 2.3333333333333335*v9 <= -21
    c weak*7 -1*v14 - 0.001*v53 + 1*v8 == 40.5
    c weak*2 1*v35 + 0.001*v20 == -33.5
    c medium -1*v27 >= -40
    c strong*0.5 0.5*v15 + 0.5*v42 <= 33
    c strong*0.5 50*v49 + 1*v51 + 0.001*v35 <= 51
    c medium 0.5*v45 + 0.5*v24 == -41.5
    c weak*7 -0.001*v16 + 2*v17 + 0.001*v13 <= 59
    c weak*2 2*v15 - 0.2*v27 + 50*v37 == -40
    c medium 0.5*v37 + 50*v11 + 2.3333333333333335*v39 >= 50.5
    c weak 1*v9 <= -53.5
    c medium 50*v40 >= -36.5
    c medium -0.2*v55 - 1*v10 + 1000*v40 >= 63
    c strong*0.5 1000*v31 + 50*v42 - 0.2*v16 >= -30.5
    c medium*3 -0.2*v14 <= 61
    c strong -1*v31 + 0.5*v11 == -16
    c strong*0.5 2*v30 == -37
    c strong 2.3333333333333335*v8 == 55.5
    c weak 2.3333333333333335*v31 - 0.001*v18 - 0.2*v19 == 45.5
    c weak*7 1000*v30 + 1*v9 == 66.5
    c strong -0.2*v6 == -3
    c strong 0.5*v13 + 2*v10 + 1*v5 >= 62
    c strong*0.5 1*v34 - 0.001*v33 <= 68.5
    c strong*0.5 -1000*v47 >= -47.5
    c weak 1000*v48 + 0.01*v13 >= -34.5
    c weak*2 2.3333333333333335*v6 - 1000*v10 - 0.001*v28 == -52
    c strong*0.5 2*v55 + 2*v50 - 0.2*v16 == -62
    c strong*0.5 -0.001*v33 + 2.3333333333333335*v40 >= 31.5
    c medium*3 1*v2 >= 11
    c weak*7 -1*v10 >= 41
    c strong 1*v45 + 50*v27 == -2.5
    c weak*2 1*v19 - 1*v46 == 40.5
    c strong 1*v32 == 54.5
    c medium*3 2.3333333333333335*v4 + 0.001*v37 >= 48
    c strong*0.5 -1*v25 + 50*v9 >= 38.5
    c medium*3 0.001*v14 + 50*v2 >= 67.5
    c strong*0.5 0.01*v31 - 1*v53 + 1*v51 == -40
    c medium 1000*v39 - 1*v9 == -78
    c weak*7 0.001*v5 + 2.3333333333333335*v50 >= 53
    c medium -0.2*v29 - 1000*v19 >= -31.5
    c weak 0.01*v15 - 0.001*v55 == -10
    c strong*0.5 -0.2*v9 - 0.001*v13 >= -59.5
    c strong*0.5 0.01*v26 + 1*v8 + 2.3333333333333335*v15 <= 3
    c weak*7 1000*v12 >= -75
    c strong*0.5 -1*v10 + 1000*v52 >= 11
    c weak*2 -0.2*v54 + 1*v13 - 0.001*v27 == 76.5
    c strong*0.5 2.3333333333333335*v34 - 0.2*v19 + 1000*v8 >= 67
    c strong 1*v30 == -63.5
    c weak 0.5*v9 >= -24.5
    c weak 0.001*v1 + 0.5*v51 == -37
    c weak*7 1000*v19 <= 79
    c weak*2 -1*v29 + 0.001*v48 <= 2
    c medium*3 0.01*v49 >= -14
    c medium 0.001*v11 <= 52
    c weak*2 0.5*v27 <= -17
    c strong*0.5 1000*v42 + 0.5*v37 == -36.5
    c medium*3 2*v13 + 0.5*v51 - 0.2*v54 == -56.5
    c weak*7 0.01*v28 <= 77.5
    c strong*0.5 0.01*v28 + 1*v33 + 1000*v23 >= 41
    c weak*7 0.01*v51 - 1000*v55 >= 23.5
    c strong*0.5 -1*v3 - 0.2*v55 <= -70
    c strong 1*v16 - 1*v3 <= 31
    c weak*7 1*v36 - 0.2*v43 <= 16
    c strong*0.5 -1000*v30 <= 20
    c weak*7 -0.2*v24 == -23.5
    c medium*3 0.01*v29 + 50*v38 >= -80
    c weak*7 -0.2*v50 <= -69.5
    c medium*3 0.5*v9 - 0.001*v20 + 1000*v12 <= 73
    c strong -1*v15 + 50*v38 + 2.3333333333333335*v11 <= -72
    c strong 2.3333333333333335*v21 >= -61.5
    c strong 0.001*v47 + 2.3333333333333335*v22 >= 37
    c medium 0.5*v45 - 1000*v39 >= -30
    c strong*0.5 0.5*v37 >= 49
    c medium -0.001*v19 + 0.01*v38 + 2.3333333333333335*v53 <= 31
    c weak 2.3333333333333335*v15 - 0.001*v23 <= -79.5
    c strong 50*v42 >= -4.5
    c medium 2.3333333333333335*v20 <= 51
    c weak -1*v51 + 50*v44 >= 60.5
    c weak -1000*v14 - 0.2*v19 <= -10
    c weak*7 -0.001*v17 >= -19.5
    c strong*0.5 -0.2*v40 + 2.3333333333333335*v55 <= -48.5
    c weak*7 -1000*v38 + 0.001*v32 == 41
    c medium*3 0.01*v53 + 0.5*v31 + 0.5*v39 == -36
    c strong 1*v8 + 2.3333333333333335*v11 >= -75
    c medium*3 50*v6 - 1*v26 + 0.5*v45 >= -27.5
    c weak*2 0.001*v25 == 74
    c strong 0.5*v19 + 0.5*v32 <= -45.5
    c medium*3 -1*v18 + 0.5*v42 == 44
    c weak -0.2*v19 - 0.001*v55 - 1*v45 == 48.5
    c medium 0.5*v13 - 1*v26 + 0.001*v29 == -58.5
    c weak*2 50*v8 + 0.001*v44 <= 48.5
    c weak*7 0.5*v29 + 2.3333333333333335*v37 <= -56
    c strong*0.5 0.5*v29 + 2*v34 - 1*v14 >= -14.5

    """

    /// lp-check spread seed 652 shrunk to 9 constraints and its 4 edit variables' 8
    /// suggestions. `glpsol --exact`: 5 262 336.095 015 24 (the optimum's face reaches v12 at
    /// 2.7e14).
    static let spread652 = """
    csys 1
    # lp-check seed 652 spread
    c required 1*v13 == -33
    c weak*7 50*v11 + 1*v5 <= -74.5
    c strong -1000*v22 + 0.01*v13 == -53.5
    c required -0.001*v13 + 1000*v14 + 1000*v3 + 2.3333333333333335*v15 <= -11022.966999999997
    c required -0.001*v15 + 0.5*v13 + 0.01*v22 == -17.082
    c required 1000*v5 + 1*v9 + 0.001*v2 - 1000*v11 >= -54051.986
    c required 0.01*v9 == -0.52
    c weak*2 -1000*v2 - 0.001*v21 + 0.01*v12 == -58
    c medium*3 50*v14 + 1*v4 == -28
    e strong v25
    e strong*0.5 v4
    e strong*0.5 v3
    e strong*0.5 v11
    s v25 -38
    s v4 0
    s v3 5
    s v11 46
    s v25 -52
    s v4 37
    s v3 24
    s v11 53

    """

    /// lp-check spread seed 138 shrunk to 27 constraints and an edit variable. Its exact
    /// optimum, the basis `glpsol --exact` ends at checked in rationals: 3 749 987.819 070 126.
    static let spread138 = """
    csys 1
    c weak*7 -0.2*v32 - 1000*v25 == 29.5
    c required 2*v8 + 0.001*v18 + 2*v5 + 2.3333333333333335*v11 <= -217.962
    c medium 0.001*v26 - 0.2*v22 + 0.01*v27 <= -22
    c strong*0.5 0.001*v25 == 19.5
    c strong -1000*v21 <= 39.5
    c required -1000*v27 + 50*v8 <= -49244
    c required -1000*v22 + 1000*v23 + 2.3333333333333335*v10 + 2.3333333333333335*v6 <= 16935.666666666668
    c required 0.001*v16 + 1000*v18 + 1000*v1 + 0.001*v26 >= 26000.090000000004
    c required 0.5*v22 >= -18.5
    c required -1*v16 + 2.3333333333333335*v8 == -95.66666666666667
    c weak*2 0.001*v27 + 1000*v32 >= 61
    c medium -1000*v26 + 0.5*v4 >= -71.5
    c required 1*v2 + 2*v24 + 0.001*v15 >= 0.983
    c medium 0.01*v21 - 0.001*v25 + 0.01*v24 <= -29
    c strong*0.5 -1*v4 + 0.5*v11 == 63
    c strong*0.5 -0.001*v26 <= -7.5
    c required -0.001*v23 <= -0.046
    c medium*3 2.3333333333333335*v20 <= -68
    c weak*7 -0.2*v2 >= -11.5
    c medium*3 2.3333333333333335*v6 - 0.2*v23 <= -38.5
    c weak*2 0.01*v6 + 2.3333333333333335*v14 - 1000*v15 == -1
    c required -1*v23 - 0.001*v5 - 1000*v6 - 0.001*v16 >= -6058.001
    c required 50*v14 + 50*v32 - 0.001*v25 + 2.3333333333333335*v26 >= -3421.7146666666663
    c required 2.3333333333333335*v10 >= -86.33333333333334
    c strong -0.2*v2 + 1*v1 == -0.5
    c medium -0.2*v11 + 1*v5 == 17.5
    c required 0.01*v20 + 2.3333333333333335*v14 - 1*v15 <= -74.34
    e strong v16

    """

    /// lp-check spread seed 2078 shrunk to 5 constraints. Its exact optimum: 0.
    static let spread2078 = """
    csys 1
    c required 0.5*v11 - 0.2*v17 + 0.01*v2 + 0.01*v15 >= -46.08
    c required 2*v17 >= 24
    c medium*3 -1000*v11 - 0.001*v9 >= -30
    c strong 1000*v9 - 0.2*v4 + 50*v13 == 51
    c strong*0.5 0.001*v15 == -27

    """

    /// lp-check spread seed 341, shrunk to its 31 constraints and three edit variables that
    /// the fallback's double-precision runs all refused: every soft constraint and edit can
    /// hold (HiGHS: 0), with 1000 beside 0.001 in the required rows.
    static let spread341 = """
    csys 1
    # lp-check seed 341 spread, shrunk
    c required -1*v57 + 1*v35 + 1000*v52 <= -60
    c required 50*v47 - 0.001*v39 + 0.5*v33 <= -2921.472
    c required 50*v35 >= -2650
    c required -0.2*v49 - 0.001*v29 + 2.3333333333333335*v54 == 15.261666666666667
    c required -1*v33 + 0.5*v35 + 0.001*v38 >= -83.551
    c required 1000*v20 - 1*v39 + 2*v57 - 1*v23 >= -48858
    c required -0.2*v50 - 1000*v44 == -53007.2
    c required -0.001*v54 >= -2.008
    c required 1000*v21 + 2*v25 + 0.5*v26 - 0.001*v9 <= 31917.027
    c required -0.2*v23 <= 36
    c required -0.2*v52 + 1*v33 - 0.2*v25 + 2.3333333333333335*v20 == -46.93333333333334
    c required -1*v38 - 0.2*v21 == 44.6
    c required -1*v50 - 0.001*v52 == -36
    c required 0.01*v8 == 0.11
    c required 0.01*v28 + 0.01*v8 <= 52.52
    c required 0.01*v19 >= 0.47000000000000003
    c required -0.001*v19 + 1000*v25 + 0.5*v49 <= -51932.547
    c required 1000*v48 + 2*v10 + 0.001*v17 >= -23957.94
    c required 0.01*v49 - 1*v23 + 0.01*v8 - 1*v19 == -26.72
    c required -1*v39 + 0.001*v1 >= 27.978
    c required 0.01*v42 + 0.001*v9 - 0.2*v17 + 2*v20 == -110.517
    c required 0.01*v53 + 0.01*v32 + 0.5*v1 >= -38.56
    c required 1000*v26 + 2.3333333333333335*v52 - 0.2*v39 + 0.001*v6 >= 41963.544
    c required 0.001*v39 + 50*v28 + 0.001*v48 + 50*v32 == 3049.9480000000003
    c required 0.5*v21 >= -25
    c required 1*v44 >= 53
    c required -1000*v14 + 0.5*v47 - 1000*v11 + 2.3333333333333335*v50 >= 3054.5
    c strong -1*v1 - 0.2*v49 + 0.5*v11 >= 67
    c weak*2 0.5*v28 - 0.001*v19 + 2*v14 == 0
    c weak 2*v26 - 0.001*v28 + 1*v54 == 58
    c strong 2*v57 + 0.01*v33 + 0.5*v5 == -43.5
    e medium v46
    e strong v5
    e strong*0.5 v29
    """

    /// lp-check spread seed 2991, shrunk to 21 constraints, two edit variables and four
    /// suggestions. `glpsol --exact`: 39 205 952.682 232 61 (HiGHS: 39 205 952.682 216 89).
    static let spread6432 = """
    csys 1
    # lp-check seed 6432 spread
    c required 0.5*v33 >= -11
    c required 0.5*v11 - 1000*v44 + 0.001*v19 - 0.001*v41 == 46028.944
    c required 2*v33 - 1*v30 <= -23
    c required 1000*v18 >= -31046
    c required 2.3333333333333335*v24 + 2*v44 + 1*v8 + 2.3333333333333335*v19 == -175
    c required 0.001*v22 - 0.001*v18 >= -0.028000000000000004
    c required -0.001*v39 + 2.3333333333333335*v8 + 0.01*v27 == 133.141
    c required 0.01*v29 + 1000*v22 + 50*v8 <= -56150.46
    c required 2.3333333333333335*v35 == 4.666666666666667
    c required -0.001*v32 + 1000*v18 == -31000.049
    c required 2*v43 + 0.001*v44 <= 53.954
    c required 0.5*v15 + 0.001*v24 == -6.007
    c required -0.2*v10 == -5.4
    c required 2*v20 + 0.01*v43 + 1000*v35 >= 1948.27
    c required 0.5*v20 + 2*v36 - 1*v41 <= -96.5
    c required -1*v33 + 2.3333333333333335*v10 - 1000*v32 - 1*v18 == -48906
    c required 2.3333333333333335*v22 - 1*v35 == -139.66666666666669
    c required -1000*v27 - 1000*v29 + 50*v36 >= 30964
    c weak 0.5*v37 + 0.01*v18 == -37
    c medium 50*v21 >= 45
    c medium*3 -1*v30 + 50*v29 + 50*v44 >= 2
    c strong -1000*v39 + 2*v36 == -39.5
    c medium*3 0.5*v42 + 0.01*v8 + 0.001*v21 <= -55
    c medium -0.2*v42 - 0.2*v33 >= 50.5
    c medium 2.3333333333333335*v37 + 2*v32 + 50*v11 == 22
    e strong*0.5 v28
    e medium v32
    e strong v15
    e strong*0.5 v8
    s v28 86
    s v32 68
    s v15 9
    s v8 21
    s v28 74
    s v32 11
    s v15 22
    s v8 79
    """

    static let spread2991 = """
    csys 1
    # lp-check seed 2991 spread, shrunk
    c required 2*v51 + 0.01*v31 <= -56.3
    c required -1000*v43 + 50*v27 + 50*v32 >= -56104
    c required 1000*v31 + 0.001*v41 + 2.3333333333333335*v21 == -30123.700666666668
    c required 1000*v10 + 0.001*v35 + 0.001*v38 - 1000*v4 <= 20000.016
    c required -0.001*v51 <= 0.028
    c required 2*v51 - 1*v27 + 0.01*v56 == -60.93
    c required 2*v56 + 1000*v17 - 1000*v54 + 1*v42 == -77935
    c required 2.3333333333333335*v22 - 0.001*v54 + 1000*v31 >= -30035.023
    c required -1000*v22 >= 14981
    c required -1*v21 == 53
    c weak -0.2*v42 - 1*v51 >= 65
    c weak*2 1*v23 <= 42
    c strong 1*v17 + 0.01*v31 == -15.5
    c strong*0.5 50*v23 + 1000*v42 - 1000*v53 >= 78
    c weak*2 1000*v43 + 1000*v44 + 1000*v12 <= -16.5
    c weak*2 -1*v10 + 0.001*v17 + 1*v43 >= -64.5
    c strong 50*v27 + 50*v12 == -18
    c strong 1000*v12 + 1000*v54 == -63.5
    c medium*3 -1*v44 + 0.001*v4 <= -78.5
    c weak*7 2.3333333333333335*v53 == -41.5
    c medium*3 1*v41 >= 25.5
    e strong v35
    e strong*0.5 v17
    s v35 -24
    s v17 -44
    s v35 20
    s v17 -93
    """

    /// lp-check spread seed 1146, shrunk to 22 constraints, two edit variables and six
    /// suggestions. `glpsol --exact`: 84 499 999.618 331 72 (HiGHS, at its default tolerances
    /// only: 84 500 000.008 391 83).
    static let spread5515 = """
    csys 1
    c required 50*v11 + 2.3333333333333335*v32 + 1000*v17 <= 38266.666666666664
    c required 2*v21 - 0.001*v18 + 0.5*v11 <= -54.462999999999994
    c required -1000*v20 - 1000*v26 - 0.001*v22 == -63999.942
    c medium -0.2*v4 - 1000*v20 >= -65
    c weak -0.001*v32 - 1000*v21 == -70.5
    c weak*7 0.001*v11 - 0.2*v6 + 2*v10 >= 74
    c strong 1000*v10 == -24.5
    c strong*0.5 1000*v25 - 0.2*v4 >= -8.5
    c weak 0.5*v26 + 2*v18 <= -28
    e strong*0.5 v14
    e strong v17
    e medium v6
    e strong*0.5 v3
    s v14 47
    s v17 44
    s v6 22
    s v3 -72
    s v14 13
    s v17 24
    s v6 44
    s v3 -59
    """

    static let spread10150 = """
    csys 1
    c required 2.3333333333333335*v35 - 1*v46 <= 34.66666666666667
    c required 2*v2 + 0.5*v46 + 0.01*v32 + 2.3333333333333335*v22 == 97.74666666666667
    c weak*7 0.5*v4 == -49.5
    c strong 1000*v21 + 1000*v36 - 0.001*v3 <= -14
    c medium -0.001*v32 + 1*v34 == 6.5
    c weak -1*v22 + 2*v40 + 1000*v12 == 18
    c weak*2 -0.2*v3 + 2.3333333333333335*v30 == -57
    c medium 1*v35 + 2*v17 <= 42
    c weak 50*v37 == 44.5
    c weak*2 1000*v3 - 0.001*v23 + 0.001*v37 == 23.5
    c medium*3 0.001*v23 - 0.001*v32 + 0.01*v41 >= -11
    c weak*2 0.001*v12 <= 21.5
    c medium*3 1*v3 >= 60.5
    c weak*2 1000*v35 + 50*v22 == 44
    c weak -0.2*v36 + 0.001*v40 + 0.5*v41 <= 53
    c medium*3 0.5*v4 - 0.001*v34 - 1000*v30 == 73.5
    e strong*0.5 v23
    s v23 23
    s v23 -7
    s v23 -13
    """

    static let spread1146 = """
    csys 1
    # lp-check seed 1146 spread, shrunk
    c required 1*v3 + 1*v23 + 2*v32 - 1*v48 == 6
    c required -0.2*v39 - 1000*v7 + 2.3333333333333335*v10 == 8048.8
    c required -1*v48 == 41
    c required 2*v27 - 1000*v26 <= -2868
    c required 0.5*v35 <= 30
    c required 1*v43 + 1000*v45 - 0.2*v7 + 0.5*v2 <= 60060.1
    c required 50*v4 >= -2500
    c required 1000*v43 <= 57000
    c required 2.3333333333333335*v2 + 1000*v45 + 2.3333333333333335*v21 <= 60077
    c required 2.3333333333333335*v7 <= -18.666666666666668
    c required -0.001*v9 + 50*v40 + 2.3333333333333335*v32 == -154.988
    c required 2.3333333333333335*v40 + 0.001*v23 >= -2.3103333333333333
    c required 0.001*v17 + 1*v10 == 23.981
    c required 0.5*v23 >= 11.5
    c required 1000*v4 + 2.3333333333333335*v9 == -50028
    c required 50*v17 + 0.01*v23 == -949.77
    c required -1*v39 + 0.5*v33 + 1*v26 <= -14.5
    c required -1000*v39 >= -36000
    c strong 0.001*v45 + 0.5*v26 + 0.5*v35 >= -41.5
    c weak*7 -0.001*v31 + 1*v21 + 50*v2 <= -45.5
    c strong -1000*v31 == -40
    c strong -1*v3 >= 52.5
    e medium v44
    e strong v25
    s v44 -15
    s v25 16
    s v44 -41
    s v25 52
    s v44 -23
    s v25 42
    """

    /// lp-check spread seed 19282 shrunk to 31 constraints, three edits and a suggestion:
    /// the dense fallback's columns along a face of optima (`spread19282`).
    static let spread19282 = """
    csys 1
    c required -1000*v6 + 1000*v49 - 0.001*v31 == 23000.019
    c required 0.001*v11 - 0.2*v25 - 1000*v13 - 1000*v4 == 47006.055
    c required 0.01*v47 - 0.2*v6 == -4.88
    c required 1*v22 + 50*v33 >= -2804
    c required 0.5*v22 - 0.2*v29 + 50*v19 >= -354.6
    c required -0.2*v6 == -5.2
    c required 1000*v46 <= -44000
    c required 1*v23 - 1*v9 + 2*v36 == 101
    c required -1000*v21 + 50*v25 - 0.2*v39 >= 11478.4
    c required -0.2*v26 - 0.001*v9 + 1000*v33 - 0.001*v8 == -55992.973
    c required 0.001*v46 + 0.001*v8 >= -0.020999999999999998
    c required 50*v46 + 0.01*v33 == -2200.56
    c required 0.5*v1 - 0.2*v23 + 0.5*v17 + 0.01*v31 >= 2.6100000000000008
    c required 50*v9 + 1000*v49 + 0.01*v6 == 46500.26
    c required 1000*v31 + 2*v33 - 0.001*v6 - 0.001*v14 >= -19111.981000000003
    c required 2.3333333333333335*v26 + 0.5*v47 <= -65.66666666666667
    c required -1*v33 + 0.01*v8 == 56.23
    c weak -1000*v4 + 1*v21 == -78
    c weak*7 2.3333333333333335*v43 - 0.2*v24 >= -69.5
    c strong 1*v13 + 0.01*v43 == -35.5
    c weak*2 1000*v36 - 0.001*v24 == 6.5
    c weak*2 1000*v11 - 0.001*v32 + 50*v19 <= 17.5
    c weak*7 -1*v32 + 1*v48 - 1*v19 >= -57.5
    c weak*2 1*v8 + 50*v46 == -41.5
    c weak*2 0.5*v21 - 1000*v49 >= 74.5
    c weak 1000*v41 - 1000*v4 + 0.001*v24 == -27.5
    c medium*3 2*v39 == -20
    c weak 50*v23 + 2*v31 + 0.001*v41 <= 57
    c weak*7 2.3333333333333335*v49 >= 33.5
    c weak*7 -1000*v14 <= -33.5
    c weak*2 1*v9 + 0.5*v22 <= 39.5
    e strong*0.5 v46
    e medium v31
    e strong v48
    s v46 -9
    """
}
