// expect: fail -- GLSL 3.30 (compatibility) section 5.1: < > compare scalars only (use lessThan)
#version 330 compatibility
void main() {
    bool a = vec2(1.0) < vec2(2.0);
}
