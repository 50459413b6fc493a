// expect: compile -- GLSL 3.30 (compatibility) section 4.1.8: structures may be defined in a function
#version 330 compatibility
void main() {
    struct L { float a; }; L x = L(1.0);
}
