// expect: fail -- GLSL 1.20 section 5.6: a constant matrix index outside the matrix is an error
#version 120
void main() {
    mat3 m = mat3(1.0); vec3 c = m[3];
}
