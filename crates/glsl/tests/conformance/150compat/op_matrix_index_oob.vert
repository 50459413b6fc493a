// expect: fail -- GLSL 1.50 (compatibility) section 5.6: a constant matrix index outside the matrix is an error
#version 150 compatibility
void main() {
    mat3 m = mat3(1.0); vec3 c = m[3];
}
