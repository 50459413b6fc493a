// expect: fail -- GLSL 1.20 section 3.6: identifiers starting with gl_ are reserved
#version 120
void main() {
    float gl_temp = 1.0;
}
