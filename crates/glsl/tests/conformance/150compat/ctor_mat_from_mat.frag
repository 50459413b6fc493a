// expect: compile -- GLSL 1.50 (compatibility) section 5.4.2: a matrix may be constructed from a matrix from GLSL 1.20 and in GLSL ES 1.00
#version 150 compatibility
void main() {
    mat3 a = mat3(mat4(1.0));
}
