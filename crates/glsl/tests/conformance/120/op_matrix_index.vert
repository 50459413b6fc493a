// expect: compile -- GLSL 1.20 section 5.6: indexing a matrix gives a column
#version 120
void main() {
    mat3 m = mat3(1.0); vec3 c = m[1]; float e = m[2][2];
}
