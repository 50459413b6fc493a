// expect: fail -- GLSL 3.30 (compatibility) section 3.7: identifiers starting with gl_ are reserved
#version 330 compatibility
void main() {
    float gl_temp = 1.0;
}
