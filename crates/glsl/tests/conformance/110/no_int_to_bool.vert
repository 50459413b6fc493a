// expect: fail -- GLSL 1.10 section 4.1.9: int never converts implicitly to bool
#version 110
void main() {
    bool b = 1;
}
