// expect: fail -- GLSL 1.40 section 6.4: break outside a loop or switch is an error
#version 140
void main() {
    break;
}
