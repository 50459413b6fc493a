// expect: fail -- GLSL 1.30 section 3.7: identifiers starting with gl_ are reserved
#version 130
void main() {
    float gl_temp = 1.0;
}
