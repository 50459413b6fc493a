// expect: compile -- GLSL ES 1.00 section 5.6: indexing a matrix gives a column
#version 100
precision mediump float;
void main() {
    mat3 m = mat3(1.0); vec3 c = m[1]; float e = m[2][2];
}
