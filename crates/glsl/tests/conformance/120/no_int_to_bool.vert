// expect: fail -- GLSL 1.20 section 4.1.10: int never converts implicitly to bool
#version 120
void main() {
    bool b = 1;
}
