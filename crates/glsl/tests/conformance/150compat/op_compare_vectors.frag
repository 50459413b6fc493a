// expect: fail -- GLSL 1.50 (compatibility) section 5.1: < > compare scalars only (use lessThan)
#version 150 compatibility
void main() {
    bool a = vec2(1.0) < vec2(2.0);
}
