// expect: fail -- GLSL 1.40 section 3.7: identifiers starting with gl_ are reserved
#version 140
void main() {
    float gl_temp = 1.0;
}
