// expect: fail -- GLSL 3.30 (compatibility) section 4.1.10: int never converts implicitly to bool
#version 330 compatibility
void main() {
    bool b = 1;
}
