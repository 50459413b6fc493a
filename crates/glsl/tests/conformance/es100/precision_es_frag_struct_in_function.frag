// expect: fail -- GLSL ES 1.00 section 4.5.3: a structure member declared in a function needs a precision too
#version 100
void main() {
    struct L { vec3 v; };
}
