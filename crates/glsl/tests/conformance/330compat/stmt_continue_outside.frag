// expect: fail -- GLSL 3.30 (compatibility) section 6.4: continue outside a loop is an error
#version 330 compatibility
void main() {
    continue;
}
