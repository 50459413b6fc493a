// expect: fail -- GLSL 1.40 section 4.1.10: int never converts implicitly to bool
#version 140
void main() {
    bool b = 1;
}
