// expect: fail -- GLSL 1.50 (compatibility) section 4.1.10: int never converts implicitly to bool
#version 150 compatibility
void main() {
    bool b = 1;
}
