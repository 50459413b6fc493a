// expect: compile -- GLSL ES 1.00 section 8: `matrixCompMult` is a built-in function in every version
#version 100
precision mediump float;
void main() {
    float r = matrixCompMult(mat2(1.0), mat2(2.0))[0][0];
}
