#version 110
void main() {
    gl_FragColor = vec4(pow(2.0, 10.0), exp(0.0), log(1.0), exp2(3.0));
}
// run: {"expect": {"gl_FragColor": [1024, 1, 0, 8]}}
