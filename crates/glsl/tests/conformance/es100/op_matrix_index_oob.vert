// expect: fail -- GLSL ES 1.00 section 5.6: a constant matrix index outside the matrix is an error
#version 100
precision mediump float;
void main() {
    mat3 m = mat3(1.0); vec3 c = m[3];
}
